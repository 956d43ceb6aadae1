import Foundation
import RibGraphProbe
import TicTacToeFixture
import XCTest

@testable import RibTrace

/// The probe on the TicTacToe fixture (RIBs tutorial 4), driven through `TicTacToeSession`'s script:
/// launch, log in, TicTacToe, game over, RandomWin, game over.
final class TicTacToeProbeTests: XCTestCase {
    static let accessor: @Sendable (AnyObject) -> [AnyObject]? = { ($0 as? Routing)?.children.map { $0 as AnyObject } }

    /// For each scripted step, the events `observe()` records after it.
    static let expectedEvents: [[String]] = [
        ["+Root", "+Root/LoggedOut"],
        ["-Root/LoggedOut", "+Root/LoggedIn", "+LoggedIn/OffGame", "+OffGame/BasicScoreBoard"],
        ["-LoggedIn/OffGame", "+LoggedIn/TicTacToe"],  // one detach for OffGame's subtree
        ["-LoggedIn/TicTacToe", "+LoggedIn/OffGame", "+OffGame/BasicScoreBoard"],  // a new OffGame reuses the id
        ["-LoggedIn/OffGame", "+LoggedIn/RandomWin"],
        ["-LoggedIn/RandomWin", "+LoggedIn/OffGame", "+OffGame/BasicScoreBoard"],
    ]

    /// The fixture's own expected trees with router type names turned into RIB ids.
    static let expectedTrees = TicTacToeSession.expectedTrees.map { $0.replacingOccurrences(of: "Router", with: "") }

    private func recordSession(accessor: Bool) throws -> (probe: RibProbe, steps: [[String]], trees: [String]) {
        let session = TicTacToeSession()
        let probe = RibProbe(
            root: session.rootRouter, app: "TicTacToe",
            configuration: .init(children: accessor ? Self.accessor : nil))
        var steps: [[String]] = []
        var trees: [String] = []
        var seen = 0
        session.play { _ in
            probe.observe()
            let lines = eventLines(probe.export())
            steps.append(Array(lines[seen...]))
            seen = lines.count
            trees.append((try? replayedTree(probe.export())) ?? "replay failed")
        }
        return (probe, steps, trees)
    }

    func testTheScriptedSessionRecordsTheExactEvents() throws {
        let (probe, steps, trees) = try recordSession(accessor: true)
        XCTAssertEqual(steps, Self.expectedEvents)
        XCTAssertEqual(trees, Self.expectedTrees)
        XCTAssertEqual(probe.export().droppedEvents, 0)
    }

    func testTheSessionThroughMirrorAloneRecordsTheSameEvents() throws {
        let (_, steps, trees) = try recordSession(accessor: false)
        XCTAssertEqual(steps, Self.expectedEvents)
        XCTAssertEqual(trees, Self.expectedTrees)
    }

    func testRibsTypesAndViewlessLoggedIn() throws {
        let trace = try recordSession(accessor: true).probe.export()
        XCTAssertEqual(
            trace.ribs.map(\.id),
            ["Root", "LoggedOut", "LoggedIn", "OffGame", "RandomWin", "TicTacToe", "BasicScoreBoard"],
            "in discovery order: LoggedIn's games are [RandomWinAdapter, TicTacToeAdapter]")
        XCTAssertEqual(trace.ribs.filter { !$0.isViewful }.map(\.id), ["LoggedIn"])
        XCTAssertNil(trace.rib("LoggedIn")?.view, "LoggedIn stores Root's view controller but is a plain Router")
        XCTAssertEqual(
            trace.ribs.map { $0.view ?? "-" },
            [
                "RootViewController", "LoggedOutViewController", "-", "OffGameViewController",
                "RandomWinViewController",
                "TicTacToeViewController", "BasicScoreBoardViewController",
            ])
        XCTAssertEqual(
            trace.ribs.map { $0.interactor ?? "-" },
            [
                "RootInteractor", "LoggedOutInteractor", "LoggedInInteractor", "OffGameInteractor",
                "RandomWinInteractor",
                "TicTacToeInteractor", "BasicScoreBoardInteractor",
            ])
        XCTAssertEqual(
            trace.ribs.map { "\($0.builder ?? "-") \($0.dependency ?? "-") \($0.component ?? "-")" },
            [
                "- - RootComponent",  // RootBuilder is held by no router: its dependency is unseen
                "LoggedOutBuilder LoggedOutDependency -",  // a leaf: nothing reachable holds its component
                "LoggedInBuilder LoggedInDependency LoggedInComponent",
                "OffGameBuilder OffGameDependency OffGameComponent",
                "RandomWinBuilder RandomWinDependency -",
                "TicTacToeBuilder TicTacToeDependency -",
                "BasicScoreBoardBuilder BasicScoreBoardDependency -",
            ])
    }

    func testEveryComponentToDependencyEdgeOfTheTutorial() throws {
        let trace = try recordSession(accessor: true).probe.export()
        XCTAssertEqual(
            lines(trace.dependencies) {
                "\($0.component) satisfies \($0.dependency) of \($0.child), drawn from \($0.provider ?? "-")"
            },
            [
                "LoggedInComponent satisfies OffGameDependency of OffGame, drawn from LoggedIn",
                "LoggedInComponent satisfies RandomWinDependency of RandomWin, drawn from LoggedIn",
                "LoggedInComponent satisfies TicTacToeDependency of TicTacToe, drawn from LoggedIn",
                "OffGameComponent satisfies BasicScoreBoardDependency of BasicScoreBoard, drawn from OffGame",
                "RootComponent satisfies LoggedInDependency of LoggedIn, drawn from Root",
                "RootComponent satisfies LoggedOutDependency of LoggedOut, drawn from Root",
            ])
        XCTAssertEqual(
            lines(trace.components) { "\($0.component) -> \($0.parent ?? "nil")" },
            [
                "AppComponent -> EmptyComponent",
                "EmptyComponent -> nil",
                "LoggedInComponent -> RootComponent",
                "OffGameComponent -> LoggedInComponent",
                "RootComponent -> AppComponent",
            ])
    }

    func testRoutesAdaptersAndListenersMatchTheTutorial() throws {
        let trace = try recordSession(accessor: true).probe.export()
        XCTAssertEqual(
            lines(trace.routes) { "\($0.parent) -> \($0.child) \($0.builder ?? "-") \($0.adapter ?? "-")" },
            [
                "LoggedIn -> OffGame OffGameBuilder -",
                "LoggedIn -> RandomWin RandomWinBuilder RandomWinAdapter",
                "LoggedIn -> TicTacToe TicTacToeBuilder TicTacToeAdapter",
                "OffGame -> BasicScoreBoard BasicScoreBoardBuilder -",
                "Root -> LoggedIn LoggedInBuilder -",
                "Root -> LoggedOut LoggedOutBuilder -",
            ])
        XCTAssertEqual(
            lines(trace.adapters) { "\($0.name): \($0.parent) -> \($0.child) \($0.component ?? "-")" },
            [
                "RandomWinAdapter: LoggedIn -> RandomWin -",
                "TicTacToeAdapter: LoggedIn -> TicTacToe -",
            ])
        XCTAssertEqual(
            lines(trace.listeners) { "\($0.child) -> \($0.listener)" },
            [
                "BasicScoreBoard -> OffGameInteractor",
                "LoggedIn -> RootInteractor",
                "LoggedOut -> RootInteractor",
                "OffGame -> LoggedInInteractor",
                "RandomWin -> RandomWinAdapter",
                "TicTacToe -> TicTacToeAdapter",
            ])
    }

    func testTheWrittenTraceDecodesReplaysAndEndsInTheObservedTree() throws {
        let (probe, _, _) = try recordSession(accessor: true)
        let decoded = try roundTrip(probe.write(to:))
        XCTAssertEqual(decoded, probe.export())
        XCTAssertNoThrow(try TraceReplayer(trace: LoadedTrace(decoded, source: "tictactoe")).validate())
        XCTAssertEqual(try replayedTree(decoded), Self.expectedTrees.last)
        var replayed: [String] = []
        try TraceReplayer(trace: LoadedTrace(decoded, source: "tictactoe")).forEachTree { tree, _, _ in
            replayed.append("\(tree.attachedCount)")
        }
        XCTAssertEqual(replayed.count, Self.expectedEvents.joined().count)
    }

    func testTheProbeKeepsNoRouterOfTheSessionAlive() throws {
        var session: TicTacToeSession? = TicTacToeSession()
        let probe = RibProbe(root: session!.rootRouter, configuration: .init(children: Self.accessor))
        session!.play { _ in probe.observe() }
        weak let root = session!.rootRouter
        weak let loggedIn = (session!.rootRouter as? Routing)?.children.first
        weak let offGame = (session!.rootRouter as? Routing)?.children.first?.children.first
        XCTAssertNotNil(offGame)
        session = nil
        XCTAssertNil(root)
        XCTAssertNil(loggedIn)
        XCTAssertNil(offGame)
        probe.observe()
        XCTAssertEqual(eventLines(probe.export()).last, "-Root")
        XCTAssertEqual(try replayedTree(probe.export()), "")
    }
}
