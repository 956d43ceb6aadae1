import Foundation
import RibGraphProbe
import XCTest

@testable import RibTrace

/// A scripted session of the `Mini` Shop app recorded with `observe()` after each step.
final class ShopSessionTests: XCTestCase {
    private func session(accessor: Bool) -> (probe: RibProbe, shop: ShopRouter, trees: [String]) {
        let shop = makeShop()
        let configuration = RibProbe.Configuration(children: accessor ? Mini.childrenAccessor : nil)
        let probe = RibProbe(root: shop, app: "Shop", configuration: configuration)
        var trees: [String] = []
        func step(_ body: () -> Void) {
            body()
            probe.observe()
            trees.append((try? replayedTree(probe.export())) ?? "replay failed")
        }
        step { shop.launch() }
        step { shop.home!.feed!.addCard() }
        step { shop.home!.routeToProfile() }
        step { shop.home!.routeToFeed() }
        step {}
        return (probe, shop, trees)
    }

    private let expectedEvents = [
        "+Shop", "+Shop/Home", "+Home/Feed", "+Feed/Card",  // launch: Home attaches Feed, Feed one Card
        "+Feed/Card#2",  // a second Card alive at once
        "-Home/Feed", "+Home/Profile",  // one detach for the Feed subtree
        "-Home/Profile", "+Home/Feed", "+Feed/Card",  // a new Feed and Card reuse the released ids
    ]

    private let expectedTrees = [
        "Shop(Home(Feed(Card)))",
        "Shop(Home(Feed(Card, Card#2)))",
        "Shop(Home(Profile))",
        "Shop(Home(Feed(Card)))",
        "Shop(Home(Feed(Card)))",
    ]

    func testObserveRecordsTheExactEventsWithTheChildrenAccessor() throws {
        let (probe, _, trees) = session(accessor: true)
        let trace = probe.export()
        XCTAssertEqual(eventLines(trace), expectedEvents)
        XCTAssertEqual(trees, expectedTrees)
        XCTAssertEqual(trace.droppedEvents, 0)
        XCTAssertEqual(trace.app, "Shop")
    }

    func testObserveThroughMirrorRecordsTheSameEvents() throws {
        let (probe, _, trees) = session(accessor: false)
        XCTAssertEqual(eventLines(probe.export()), expectedEvents)
        XCTAssertEqual(trees, expectedTrees)
    }

    func testRibsCarryTheirTypesAndViewlessness() throws {
        let trace = session(accessor: true).probe.export()
        XCTAssertEqual(trace.ribs.map(\.id), ["Shop", "Home", "Feed", "Profile", "Card", "Card#2"])
        let home = try XCTUnwrap(trace.rib("Home"))
        XCTAssertFalse(home.isViewful, "Home is a plain Router that only borrows Shop's view controller")
        XCTAssertNil(home.view)
        XCTAssertEqual(home.router, "HomeRouter")
        XCTAssertEqual(home.interactor, "HomeInteractor")
        XCTAssertEqual(home.builder, "HomeBuilder")
        XCTAssertEqual(home.dependency, "HomeDependency")
        XCTAssertEqual(home.component, "HomeComponent")
        let feed = try XCTUnwrap(trace.rib("Feed"))
        XCTAssertTrue(feed.isViewful)
        XCTAssertEqual(feed.view, "FeedViewController")
        XCTAssertEqual(feed.component, "FeedComponent")
        XCTAssertEqual(trace.rib("Shop")?.view, "ShopViewController")
        XCTAssertEqual(trace.rib("Shop")?.component, "ShopComponent")
        XCTAssertEqual(trace.rib("Card#2")?.builder, "CardBuilder")
        XCTAssertEqual(trace.rib("Card")?.dependency, "CardDependency")
        XCTAssertNil(trace.rib("Card")?.component, "a leaf holds no builder, so its component is not visible")
    }

    func testRoutesDependenciesComponentsAdaptersAndListeners() throws {
        let trace = session(accessor: true).probe.export()
        XCTAssertEqual(
            lines(trace.routes) { "\($0.parent) -> \($0.child) \($0.builder ?? "-") \($0.adapter ?? "-")" },
            [
                "Feed -> Card CardBuilder -",
                "Home -> Feed FeedBuilder -",
                "Home -> Profile ProfileBuilder ProfileAdapter",
                "Shop -> Home HomeBuilder -",
            ])
        XCTAssertEqual(
            lines(trace.dependencies) {
                "\($0.component) satisfies \($0.dependency) of \($0.child), from \($0.provider ?? "-")"
            },
            [
                "FeedComponent satisfies CardDependency of Card, from Feed",
                "HomeComponent satisfies FeedDependency of Feed, from Home",
                "ProfileAdapter.Component satisfies ProfileDependency of Profile, from ProfileAdapter",
                "ShopComponent satisfies HomeDependency of Home, from Shop",
            ])
        XCTAssertEqual(
            lines(trace.components) { "\($0.component) -> \($0.parent ?? "nil")" },
            [
                "AppComponent -> Mini.EmptyComponent",
                "FeedComponent -> HomeComponent",
                "HomeComponent -> ShopComponent",
                "Mini.EmptyComponent -> nil",
                "ProfileAdapter.Component -> nil",
                "ShopComponent -> AppComponent",
            ])
        XCTAssertEqual(
            trace.adapters,
            [Adapter(name: "ProfileAdapter", parent: "Home", child: "Profile", component: "ProfileAdapter.Component")])
        XCTAssertEqual(
            lines(trace.listeners) { "\($0.child) -> \($0.listener)" },
            [
                "Card -> FeedInteractor", "Card#2 -> FeedInteractor", "Feed -> HomeInteractor",
                "Home -> ShopInteractor",
                "Profile -> ProfileAdapter",
            ])
    }

    func testWrittenTraceDecodesAndReplaysToTheObservedTree() throws {
        let (probe, shop, _) = session(accessor: true)
        let decoded = try roundTrip(probe.write(to:))
        XCTAssertEqual(decoded, probe.export())
        XCTAssertEqual(try replayedTree(decoded), "Shop(Home(Feed(Card)))")
        XCTAssertTrue(shop.home!.feed!.children.count == 1)
        XCTAssertEqual(decoded.events.map(\.seq), Array(1...expectedEvents.count))
        let times = decoded.events.compactMap(\.time)
        XCTAssertEqual(times.count, decoded.events.count)
        XCTAssertEqual(times, times.sorted(), "times are seconds since the probe started, in recording order")
    }

    func testAnUnchangedTreeRecordsNothing() {
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, configuration: .init(children: Mini.childrenAccessor))
        defer { withExtendedLifetime(shop) {} }
        probe.observe()
        let first = probe.export()
        probe.observe()
        probe.observe()
        XCTAssertEqual(probe.export().events.count, first.events.count)
        XCTAssertEqual(eventLines(first), ["+Shop", "+Shop/Home", "+Home/Feed", "+Feed/Card"])
    }
}
