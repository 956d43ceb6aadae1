import TicTacToeFixture
import XCTest

/// The session driven through public API only, as a test of another module would without `@testable`.
final class PublicAPITests: XCTestCase {
    private func tree(_ router: Routing) -> String {
        let name = String(describing: type(of: router))
        return router.children.isEmpty ? name : name + "(" + router.children.map(tree).joined(separator: ", ") + ")"
    }

    func testThePublicSessionAPI() {
        let session = TicTacToeSession()
        XCTAssertTrue(session.rootRouter === session.launchRouter)
        var trees: [String] = []
        var viewless: Set<String> = []
        session.play { _ in
            let root = session.rootRouter as! Routing
            trees.append(tree(root))
            var pending = [root]
            while let router = pending.popLast() {
                if !(router is ViewableRouting) { viewless.insert(String(describing: type(of: router))) }
                pending += router.children
            }
        }
        XCTAssertEqual(trees, TicTacToeSession.expectedTrees)
        XCTAssertEqual(viewless, ["LoggedInRouter"])
        XCTAssertTrue(session.isLaunched)
        XCTAssertEqual(
            TicTacToeSession.scriptedSteps.map(\.description),
            [
                "launch", "logIn(Alice, Bob)", "startTicTacToe", "finishGame(player1)", "startRandomWin",
                "finishGame(player2)",
            ])
    }

    func testTheRIBsBaseClassesArePublic() {
        let builder: Builder<any OffGameDependency>? = nil
        let component: Component<any EmptyDependency>? = nil
        let viewable: ViewableRouter<Interactor, UIViewControllerStandIn>? = nil
        let presentable: PresentableInteractor<any Presentable>? = nil
        XCTAssertNil(builder)
        XCTAssertNil(component)
        XCTAssertNil(viewable)
        XCTAssertNil(presentable)
        let emptyComponent: EmptyDependency = EmptyComponent()
        XCTAssertEqual(Mirror(reflecting: emptyComponent).children.count, 0)
    }
}
