import Foundation
import XCTest

@testable import RibGraphProbe
@testable import RibTrace

private final class ChainLink {
    var next: ChainLink?
    var payload: AnyObject?
}

private final class CycleA {
    var b: CycleB?
    let lock = NSLock()
    let queue = DispatchQueue(label: "q")
}
private final class CycleB {
    var a: CycleA?
    var values: [String: Any] = [:]
}

private final class Model { let name = "model" }
private final class HoardingInteractor: Mini.Interactor {
    var cache: [Model] = (0..<30_000).map { _ in Model() }
    var late: CardBuilder?
}
private final class HoardingRouter: Mini.Router<HoardingInteractor> {}

private final class OddInteractor: Mini.Interactor {}
private final class OddRouter: Mini.Router<OddInteractor> {
    var cycle: CycleA?
    var chain: ChainLink?
    var foreign: [Any] = [NSMutableArray(), Data([1, 2]), "text", 42, URL(fileURLWithPath: "/")]
    var closures: [() -> Void] = [{}]
    var tuple: (Int, CardBuilder?) = (1, nil)
}

/// `Mirror` discovery on awkward object graphs: cycles, foreign objects, depth, naming.
final class DiscoveryTests: XCTestCase {
    private func cardBuilder() -> CardBuilder {
        CardBuilder(
            dependency: FeedComponent(dependency: HomeComponent(dependency: ShopComponent(dependency: AppComponent()))))
    }

    private func oddRouter(chainLength: Int) -> OddRouter {
        let router = OddRouter(interactor: OddInteractor())
        let a = CycleA()
        let b = CycleB()
        a.b = b
        b.a = a
        b.values["self"] = b
        b.values["builders"] = [router]  // a router inside: not walked into
        router.cycle = a
        router.tuple = (2, cardBuilder())
        var head: ChainLink?
        for index in 0..<chainLength {
            let link = ChainLink()
            link.next = head
            if index == 0 { link.payload = cardBuilder() }
            head = link
        }
        router.chain = head
        return router
    }

    func testCyclesForeignObjectsAndContainersAreWalkedSafely() {
        let router = oddRouter(chainLength: 5)
        let probe = RibProbe(root: router)
        defer { withExtendedLifetime(router) {} }
        probe.observe()
        let trace = probe.export()
        XCTAssertEqual(eventLines(trace), ["+Odd"])
        XCTAssertEqual(
            trace.routes.map { "\($0.parent) -> \($0.child) via \($0.adapter ?? "-")" },
            [
                "Odd -> Card via ChainLink",  // the innermost plain object holding a builder is its adapter
                "Odd -> Card via -",  // the builder in the tuple (stored properties in declaration order)
            ])
    }

    func testTheDepthBoundStopsALongChain() {
        let shallowRouter = oddRouter(chainLength: 200)
        let shallow = RibProbe(root: shallowRouter, configuration: .init(maximumDepth: 20))
        defer { withExtendedLifetime(shallowRouter) {} }
        shallow.observe()
        XCTAssertEqual(shallow.export().routes.count, 1, "only the builder in the tuple is within 20 levels")
        let deepRouter = oddRouter(chainLength: 200)
        let deep = RibProbe(root: deepRouter, configuration: .init(maximumDepth: 500))
        defer { withExtendedLifetime(deepRouter) {} }
        deep.observe()
        XCTAssertEqual(deep.export().routes.count, 2)
        XCTAssertEqual(deep.export().adapters.map(\.name), ["ChainLink"])
        XCTAssertEqual(shallow.export().adapters.map(\.name), [])
    }

    func testDiscoveryLooksAtABoundedNumberOfValuesPerRouter() {
        let interactor = HoardingInteractor()
        interactor.late = cardBuilder()
        let router = HoardingRouter(interactor: interactor)
        let probe = RibProbe(root: router)
        defer { withExtendedLifetime(router) {} }
        probe.observe()
        XCTAssertEqual(eventLines(probe.export()), ["+Hoarding"])
        XCTAssertEqual(probe.export().routes.count, 0, "the builder after 30,000 cached models is beyond the budget")
        interactor.cache = []
        let lighter = HoardingRouter(interactor: interactor)
        let again = RibProbe(root: lighter)
        defer { withExtendedLifetime(lighter) {} }
        again.observe()
        XCTAssertEqual(again.export().routes.map(\.child), ["Card"])
    }

    func testTheTreeWalkIsBoundedToo() throws {
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, configuration: .init(maximumDepth: 2))
        defer { withExtendedLifetime(shop) {} }
        probe.observe()
        XCTAssertEqual(eventLines(probe.export()), ["+Shop", "+Shop/Home"])
    }

    func testTypeNamesDropModulesAndUnknownContexts() {
        XCTAssertEqual(TypeNames.displayName("TicTacToe.OffGameBuilder"), "OffGameBuilder")
        XCTAssertEqual(TypeNames.displayName("App.ProfileAdapter.Component"), "ProfileAdapter.Component")
        XCTAssertEqual(TypeNames.displayName("RIBs.Builder<any App.OffGameDependency>"), "Builder<OffGameDependency>")
        XCTAssertEqual(TypeNames.displayName("App.(unknown context at $10a2c).Hidden"), "Hidden")
        XCTAssertEqual(TypeNames.displayName("Swift.Dictionary<Swift.String, App.Game>"), "Dictionary<String, Game>")
        XCTAssertEqual(TypeNames.genericArguments("Builder<OffGameDependency>"), "OffGameDependency")
        XCTAssertEqual(TypeNames.module(of: NSLock.self), "Foundation")
        XCTAssertEqual(TypeNames.name(of: ProfileAdapter.Component.self), "ProfileAdapter.Component")
        XCTAssertEqual(TypeNames.name(of: Mini.Builder<CardDependency>.self), "Mini.Builder<CardDependency>")
        XCTAssertEqual(TypeNames.removingSuffix("Router", from: "LoggedInRouter"), "LoggedIn")
        XCTAssertEqual(TypeNames.removingSuffix("Router", from: "Router"), "Router")
    }
}
