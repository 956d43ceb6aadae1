import Foundation
import XCTest

@testable import RibGraphProbe
@testable import RibTrace

// A Chat RIB on `Mini` whose objects hold `unowned` references, as some RIBs apps do for back references
// that cannot outlive their owner in release builds: the router keeps the host's view controller it presents
// on, the interactor an analytics sink, the adapter-like routing table its owner. By the time the probe first
// reflects them, those objects are gone. Chat's router still holds a strong MessageBuilder (inside a struct),
// whose dependency is Chat's component: what discovery must still find.
protocol ChatDependency: Mini.Dependency {}
protocol MessageDependency: Mini.Dependency {}

final class ChatHost: Mini.ViewControllable {}
final class Analytics {}
final class Session {}

final class ChatAppComponent: Mini.Component<Mini.EmptyDependency>, ChatDependency {
    init() { super.init(dependency: Mini.EmptyComponent()) }
}

final class ChatComponent: Mini.Component<ChatDependency>, MessageDependency {}

final class MessageBuilder: Mini.Builder<MessageDependency> {}

/// A routing table in a struct, the way some routers group their builders, with an unowned owner.
struct ChatRoutes {
    unowned let owner: Session
    let message: MessageBuilder
}

final class ChatInteractor: Mini.Interactor {
    weak var router: ChatRouter?
    unowned let analytics: Analytics
    init(analytics: Analytics) { self.analytics = analytics }
}

final class ChatRouter: Mini.Router<ChatInteractor> {
    unowned let host: ChatHost
    unowned(unsafe) let session: Session
    let routes: ChatRoutes
    weak var previous: ChatHost?

    init(interactor: ChatInteractor, host: ChatHost, session: Session, routes: ChatRoutes) {
        self.host = host
        self.session = session
        self.routes = routes
        super.init(interactor: interactor)
        interactor.router = self
    }
}

final class ChatRootInteractor: Mini.Interactor {}
final class ChatRootRouter: Mini.Router<ChatRootInteractor> {}

final class UnownedReferenceTests: XCTestCase {
    /// Builds Chat with every unowned referent released before it returns; `gone` watches them weakly.
    private func makeChat(gone: inout [() -> AnyObject?]) -> ChatRouter {
        let host = ChatHost()
        let analytics = Analytics()
        let session = Session()
        weak let weakHost = host
        weak let weakAnalytics = analytics
        weak let weakSession = session
        gone = [{ weakHost }, { weakAnalytics }, { weakSession }]
        let component = ChatComponent(dependency: ChatAppComponent())
        let routes = ChatRoutes(owner: session, message: MessageBuilder(dependency: component))
        return ChatRouter(
            interactor: ChatInteractor(analytics: analytics), host: host, session: session, routes: routes)
    }

    func testUnownedPropertiesAreFoundInTheFieldMetadata() throws {
        let router = try XCTUnwrap(StoredFields.unownedFields(of: ChatRouter.self, isClass: true))
        XCTAssertEqual(router.count, 4)
        XCTAssertEqual(router.unowned, [0, 1])
        let routes = try XCTUnwrap(StoredFields.unownedFields(of: ChatRoutes.self, isClass: false))
        XCTAssertEqual(routes.count, 2)
        XCTAssertEqual(routes.unowned, [0])
        let interactor = try XCTUnwrap(StoredFields.unownedFields(of: ChatInteractor.self, isClass: true))
        XCTAssertEqual(interactor.count, 2)
        XCTAssertEqual(interactor.unowned, [1])
        // The base class's own fields (`interactor`, `interactable`, `children`, `didLoadFlag`): none unowned.
        let base = try XCTUnwrap(StoredFields.unownedFields(of: Mini.Router<ChatInteractor>.self, isClass: true))
        XCTAssertEqual(base.count, 4)
        XCTAssertEqual(base.unowned, [])
    }

    func testDiscoveryNeverReadsAnUnownedReferenceWhoseObjectIsGone() throws {
        var gone: [() -> AnyObject?] = []
        let chat = makeChat(gone: &gone)
        XCTAssertTrue(
            gone.allSatisfy { $0() == nil }, "the unowned referents must be released for this test to mean anything")
        let root = ChatRootRouter(interactor: ChatRootInteractor())
        let probe = RibProbe(root: root, configuration: .init(children: Mini.childrenAccessor))
        root.launch()
        root.attachChild(chat)
        probe.observe()
        let trace = probe.export()
        XCTAssertEqual(eventLines(trace), ["+ChatRoot", "+ChatRoot/Chat"])
        // The builder behind the unowned owner, in the struct, is still found, with its dependency.
        XCTAssertEqual(
            lines(trace.routes) { "\($0.parent) -> \($0.child) via \($0.builder ?? "?")" },
            ["Chat -> Message via MessageBuilder"])
        XCTAssertEqual(
            lines(trace.dependencies) { "\($0.component) satisfies \($0.dependency)" },
            ["ChatComponent satisfies MessageDependency"])
        withExtendedLifetime(root) {}
    }
}
