import XCTest

@testable import TicTacToeFixture

/// The router tree and the attach/detach calls of the scripted session, step by step.
final class FixtureTreeTests: XCTestCase {
    func testTheScriptMatchesItsDocumentedEventsAndTrees() {
        XCTAssertEqual(TicTacToeSession.scriptedSteps.count, TicTacToeSession.expectedRouterEvents.count)
        XCTAssertEqual(TicTacToeSession.scriptedSteps.count, TicTacToeSession.expectedTrees.count)
        let session = TicTacToeSession()
        recording { recorder in
            for (index, step) in TicTacToeSession.scriptedSteps.enumerated() {
                session.perform(step)
                XCTAssertEqual(
                    recorder.drain().map(\.description), TicTacToeSession.expectedRouterEvents[index], "\(step)")
                XCTAssertEqual(treeDescription(session.root), TicTacToeSession.expectedTrees[index], "\(step)")
            }
        }
    }

    func testNothingIsAttachedBeforeLaunch() {
        let session = TicTacToeSession()
        XCTAssertTrue(session.root.children.isEmpty)
        XCTAssertFalse(session.root.interactable.isActive)
        XCTAssertNil(session.window.rootViewController)
        session.launch()
        XCTAssertTrue(session.root.interactable.isActive)
        XCTAssertTrue(session.window.rootViewController === session.root.viewControllable.uiviewController)
        XCTAssertTrue(session.window.isKeyWindow)
    }

    func testViewfulAndViewlessRouters() {
        let session = TicTacToeSession()
        var seen: [String: Bool] = [:]
        session.play { _ in
            for router in allRouters(session.root) {
                seen[String(describing: type(of: router))] = router is ViewableRouting
            }
        }
        XCTAssertEqual(
            seen,
            [
                "RootRouter": true, "LoggedOutRouter": true, "LoggedInRouter": false, "OffGameRouter": true,
                "BasicScoreBoardRouter": true, "TicTacToeRouter": true, "RandomWinRouter": true,
            ])
        XCTAssertTrue(session.rootRouter is LaunchRouting)
        XCTAssertFalse(session.loggedIn is ViewableRouting)
    }

    func testEveryAttachedRouterIsActiveAndLoaded() {
        let session = TicTacToeSession()
        session.play { step in
            for router in allRouters(session.root) {
                XCTAssertTrue(router.interactable.isActive, "\(type(of: router)) after \(step)")
                XCTAssertEqual(storedValue(router, "didLoadFlag") as? Bool, true, "\(type(of: router)) after \(step)")
            }
        }
    }

    func testLoggedInShowsItsChildrenOnRootsViewController() {
        let session = TicTacToeSession()
        session.play(Array(TicTacToeSession.scriptedSteps.prefix(2)))
        let rootViewController = session.root.viewControllable.uiviewController
        XCTAssertTrue(storedValue(session.loggedIn, "viewController") as AnyObject === rootViewController)
        let offGame = session.loggedIn.children[0] as! OffGameRouter
        XCTAssertTrue(rootViewController.presentedViewController === offGame.viewControllable.uiviewController)
        let scoreBoard = offGame.children[0] as! BasicScoreBoardRouter
        XCTAssertTrue(
            offGame.viewControllable.uiviewController.childViewControllers.first
                === scoreBoard.viewControllable.uiviewController)
        XCTAssertTrue(storedValue(session.loggedIn, "currentChild") as AnyObject === offGame)
        session.startTicTacToe()
        XCTAssertTrue(rootViewController.presentedViewController is TicTacToeViewController)
    }

    func testEachGameOverBuildsANewOffGameAndTheOldOneIsDeallocated() {
        let session = TicTacToeSession()
        session.play(Array(TicTacToeSession.scriptedSteps.prefix(2)))
        weak let firstOffGame = session.loggedIn.children[0] as? OffGameRouter
        weak let firstScoreBoard = firstOffGame?.children[0]
        weak let firstOffGameComponent =
            storedValue(firstOffGame!, "scoreBoardBuilder").flatMap { storedValue($0, "dependency") }
            as? OffGameComponent
        weak let firstScoreBoardInteractor = firstScoreBoard?.interactable
        XCTAssertNotNil(firstOffGameComponent)

        session.startTicTacToe()
        XCTAssertNil(firstOffGame)
        XCTAssertNil(firstScoreBoard)
        XCTAssertNil(firstOffGameComponent)
        XCTAssertNil(firstScoreBoardInteractor)

        session.finishGame(winner: .player1)
        let secondOffGame = session.loggedIn.children[0] as! OffGameRouter
        let secondComponent =
            storedValue(storedValue(secondOffGame, "scoreBoardBuilder")!, "dependency") as! OffGameComponent
        XCTAssertTrue(storedValue(secondComponent, "dependency") as AnyObject === session.loggedInComponent)
    }

    /// What happens when an observer keeps a detached router alive: no deinit detach, and the stale
    /// subtree stays attached to the detached router, deactivated.
    func testHoldingADetachedRouterKeepsItsSubtree() {
        let session = TicTacToeSession()
        session.play(Array(TicTacToeSession.scriptedSteps.prefix(2)))
        let heldOffGame = session.loggedIn.children[0] as! OffGameRouter
        let recorder = recording { _ in session.startTicTacToe() }
        XCTAssertEqual(
            recorder.events.map(\.description),
            [
                "detach LoggedInRouter -> OffGameRouter",
                "attach LoggedInRouter -> TicTacToeRouter",
            ])
        XCTAssertEqual(treeDescription(heldOffGame), "OffGameRouter(BasicScoreBoardRouter)")
        XCTAssertFalse(heldOffGame.interactable.isActive)
        XCTAssertFalse(heldOffGame.children[0].interactable.isActive)
    }

    func testLoggedOutIsDeallocatedAfterLogin() {
        let session = TicTacToeSession()
        session.launch()
        weak let loggedOut = session.root.children[0]
        weak let loggedOutInteractor = loggedOut?.interactable
        XCTAssertTrue(loggedOut is LoggedOutRouter)
        XCTAssertTrue(storedValue(session.root, "loggedOut") as AnyObject === loggedOut)
        session.logIn(player1: "Alice", player2: "Bob")
        XCTAssertNil(loggedOut)
        XCTAssertNil(loggedOutInteractor)
        XCTAssertNil(storedValue(session.root, "loggedOut"))
    }

    func testScoresReachTheScoreBoard() {
        let session = TicTacToeSession()
        var labels: [[String]] = []
        session.play { _ in
            if let offGame = session.root.children.first?.children.first as? OffGameRouter {
                let scoreBoard = offGame.children[0] as! BasicScoreBoardRouter
                labels.append((scoreBoard.viewControllable as! BasicScoreBoardViewController).labels)
            }
        }
        XCTAssertEqual(labels, [["Alice (0)", "Bob (0)"], ["Alice (1)", "Bob (0)"], ["Alice (1)", "Bob (1)"]])
    }

    func testDefaultNamesAndADraw() {
        let session = TicTacToeSession()
        session.play([.launch, .logIn(player1: "", player2: ""), .startTicTacToe, .finishGame(winner: nil)])
        XCTAssertEqual(session.loggedInComponent.player1Name, "Player 1")
        XCTAssertEqual(session.loggedInComponent.player2Name, "Player 2")
        XCTAssertEqual(
            treeDescription(session.root), "RootRouter(LoggedInRouter(OffGameRouter(BasicScoreBoardRouter)))")
        let offGame = session.loggedIn.children[0] as! OffGameRouter
        let scoreBoard = (offGame.children[0] as! ViewableRouting).viewControllable as! BasicScoreBoardViewController
        XCTAssertEqual(scoreBoard.labels, ["Player 1 (0)", "Player 2 (0)"])
    }

    func testADeepLinkStartsTheGameRightAfterLogin() {
        let session = TicTacToeSession()
        session.launch()
        session.open(URL(string: "tictactoe://launch?gameId=RandomWin")!)
        let recorder = recording { _ in session.logIn(player1: "Alice", player2: "Bob") }
        XCTAssertEqual(
            recorder.events.map(\.description),
            [
                "detach RootRouter -> LoggedOutRouter",
                "attach RootRouter -> LoggedInRouter",
                "attach LoggedInRouter -> OffGameRouter",
                "attach OffGameRouter -> BasicScoreBoardRouter",
                "detach LoggedInRouter -> OffGameRouter",
                "detach OffGameRouter -> BasicScoreBoardRouter",
                "attach LoggedInRouter -> RandomWinRouter",
            ])
        XCTAssertEqual(treeDescription(session.root), "RootRouter(LoggedInRouter(RandomWinRouter))")
    }

    /// The tutorial's adapters form a retain cycle: LoggedInComponent keeps the adapters (shared instance
    /// `games`), whose builders keep LoggedInComponent as their dependency. Dropping the whole app frees
    /// every router but not that component, nor the components above it.
    func testTheAdapterRetainCycleOutlivesTheApp() {
        weak var root: AnyObject?
        weak var loggedIn: AnyObject?
        weak var loggedInInteractor: AnyObject?
        weak var loggedInComponent: LoggedInComponent?
        weak var rootComponent: AnyObject?
        do {
            let session = TicTacToeSession()
            session.play()
            root = session.root
            loggedIn = session.loggedIn
            loggedInInteractor = session.loggedIn.interactable
            loggedInComponent = session.loggedInComponent
            rootComponent = storedValue(storedValue(session.root, "loggedInBuilder")!, "dependency") as AnyObject
        }
        XCTAssertNil(root)
        XCTAssertNil(loggedIn)
        XCTAssertNil(loggedInInteractor)
        XCTAssertNotNil(loggedInComponent)
        XCTAssertNotNil(rootComponent)
        let games =
            loggedInComponent.flatMap { storedValue($0, "sharedInstances") as? [String: Any] }?["games"] as? [Game]
        XCTAssertEqual(games?.map(\.id), ["randomwin", "tictactoe"])
        let adapter = games?.last as? TicTacToeAdapter
        XCTAssertTrue(adapter?.ticTacToeBuilder.dependency as AnyObject === loggedInComponent)
    }
}
