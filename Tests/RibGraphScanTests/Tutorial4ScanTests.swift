import XCTest

@testable import RibTrace

/// A fixture shaped like RIBs tutorial 4 (TicTacToe with adapters, a score board and a score stream
/// forwarded to its mutable form) scanned as a whole.
final class Tutorial4ScanTests: XCTestCase {
    private var scan: ScanFixture!

    override func setUpWithError() throws {
        scan = try ScanFixture(fixture: "Tutorial4")
    }

    func testTheTreeOfPossibleRIBsInPreorderWithoutTheTestTarget() {
        XCTAssertEqual(
            scan.tree,
            [
                "Root", "LoggedOut < Root", "LoggedIn < Root", "OffGame < LoggedIn",
                "BasicScoreBoard < OffGame", "RandomWin < LoggedIn", "TicTacToe < LoggedIn",
            ])
        XCTAssertEqual(scan.trace.origin, .source)
        XCTAssertEqual(scan.trace.app, "Tutorial4")
        XCTAssertTrue(scan.trace.events.allSatisfy { $0.kind == .attach && $0.time == nil })
        XCTAssertEqual(scan.result.fileCount, 39, "TicTacToeTests/ is a test target and is skipped")
        XCTAssertEqual(scan.diagnostics, [])
    }

    func testEachRIBsTypesViewAndDeclaration() {
        XCTAssertEqual(
            scan.ribs,
            [
                "LoggedIn: LoggedInRouter LoggedInInteractor viewless LoggedInBuilder LoggedInDependency LoggedInComponent TicTacToe/LoggedIn/LoggedInBuilder.swift:42",
                "LoggedOut: LoggedOutRouter LoggedOutInteractor LoggedOutViewController LoggedOutBuilder LoggedOutDependency LoggedOutComponent TicTacToe/LoggedOut/LoggedOutBuilder.swift:15",
                "OffGame: OffGameRouter OffGameInteractor OffGameViewController OffGameBuilder OffGameDependency OffGameComponent TicTacToe/OffGame/OffGameBuilder.swift:29",
                "RandomWin: RandomWinRouter RandomWinInteractor RandomWinViewController RandomWinBuilder RandomWinDependency RandomWinComponent TicTacToe/RandomWin/RandomWinBuilder.swift:29",
                "Root: RootRouter RootInteractor RootViewController RootBuilder RootDependency RootComponent TicTacToe/Root/RootBuilder.swift:21",
                "BasicScoreBoard: BasicScoreBoardRouter BasicScoreBoardInteractor BasicScoreBoardViewController BasicScoreBoardBuilder BasicScoreBoardDependency BasicScoreBoardComponent TicTacToe/ScoreBoard/BasicScoreBoardBuilder.swift:29",
                "TicTacToe: TicTacToeRouter TicTacToeInteractor TicTacToeViewController TicTacToeBuilder TicTacToeDependency TicTacToeComponent TicTacToe/TicTacToe/TicTacToeBuilder.swift:29",
            ])
    }

    func testDynamicBuildArguments() {
        // LoggedIn is built with the players' names, OffGame with the games to offer; the listener is no argument.
        XCTAssertEqual(
            scan.result.trace.ribs.filter { !$0.buildArguments.isEmpty }.map { "\($0.id): \($0.buildArguments)" },
            [#"LoggedIn: ["player1Name: String", "player2Name: String"]"#, #"OffGame: ["games: [Game]"]"#])
    }

    func testRoutesAdaptersAndListeners() {
        XCTAssertEqual(
            scan.routes,
            [
                "LoggedIn -> OffGame via OffGameBuilder",
                "LoggedIn -> RandomWin via RandomWinBuilder [RandomWinAdapter]",
                "LoggedIn -> TicTacToe via TicTacToeBuilder [TicTacToeAdapter]",
                "OffGame -> BasicScoreBoard via BasicScoreBoardBuilder",
                "Root -> LoggedOut via LoggedOutBuilder",
                "Root -> LoggedIn via LoggedInBuilder",
            ])
        XCTAssertEqual(
            scan.trace.adapters,
            [
                Adapter(name: "RandomWinAdapter", parent: "LoggedIn", child: "RandomWin"),
                Adapter(name: "TicTacToeAdapter", parent: "LoggedIn", child: "TicTacToe"),
            ])
        XCTAssertEqual(
            scan.trace.listeners.map { "\($0.child) -> \($0.listener)" },
            [
                "OffGame -> LoggedInInteractor",
                "RandomWin -> RandomWinAdapter",
                "TicTacToe -> TicTacToeAdapter",
                "BasicScoreBoard -> OffGameInteractor",
                "LoggedOut -> RootInteractor",
                "LoggedIn -> RootInteractor",
            ])
    }

    func testEveryComponentToDependencyEdge() {
        XCTAssertEqual(
            scan.edges,
            [
                "Root: RootDependency by AppComponent from -",
                "OffGame: OffGameDependency by LoggedInComponent from LoggedIn",
                "RandomWin: RandomWinDependency by LoggedInComponent from LoggedIn",
                "TicTacToe: TicTacToeDependency by LoggedInComponent from LoggedIn",
                "BasicScoreBoard: BasicScoreBoardDependency by OffGameComponent from OffGame",
                "LoggedOut: LoggedOutDependency by RootComponent from Root",
                "LoggedIn: LoggedInDependency by RootComponent from Root",
            ])
        XCTAssertEqual(
            scan.components,
            [
                "EmptyComponent -> nil", "AppComponent -> EmptyComponent", "RootComponent -> AppComponent",
                "LoggedOutComponent -> RootComponent", "LoggedInComponent -> RootComponent",
                "OffGameComponent -> LoggedInComponent", "BasicScoreBoardComponent -> OffGameComponent",
                "RandomWinComponent -> LoggedInComponent", "TicTacToeComponent -> LoggedInComponent",
            ])
    }

    /// OffGame's scoreStream comes from LoggedInComponent, one level up, whose `scoreStream` forwards to
    /// `mutableScoreStream` (line 18); BasicScoreBoard's passes through OffGameComponent's `dependency.scoreStream`.
    func testEveryPropertysProvider() {
        let loggedIn = "TicTacToe/LoggedIn/LoggedInBuilder.swift"
        XCTAssertEqual(
            scan.properties,
            [
                "OffGame.player1Name: String <- LoggedInComponent @ \(loggedIn):26 (declared TicTacToe/OffGame/OffGameBuilder.swift:4)",
                "OffGame.player2Name: String <- LoggedInComponent @ \(loggedIn):27 (declared TicTacToe/OffGame/OffGameBuilder.swift:5)",
                "OffGame.scoreStream: ScoreStream <- LoggedInComponent @ \(loggedIn):18 (declared TicTacToe/OffGame/OffGameBuilder.swift:6)",
                "RandomWin.player1Name: String <- LoggedInComponent @ \(loggedIn):26 (declared TicTacToe/RandomWin/RandomWinBuilder.swift:4)",
                "RandomWin.player2Name: String <- LoggedInComponent @ \(loggedIn):27 (declared TicTacToe/RandomWin/RandomWinBuilder.swift:5)",
                "RandomWin.mutableScoreStream: MutableScoreStream <- LoggedInComponent @ \(loggedIn):18 (declared TicTacToe/RandomWin/RandomWinBuilder.swift:6)",
                "TicTacToe.player1Name: String <- LoggedInComponent @ \(loggedIn):26 (declared TicTacToe/TicTacToe/TicTacToeBuilder.swift:4)",
                "TicTacToe.player2Name: String <- LoggedInComponent @ \(loggedIn):27 (declared TicTacToe/TicTacToe/TicTacToeBuilder.swift:5)",
                "TicTacToe.mutableScoreStream: MutableScoreStream <- LoggedInComponent @ \(loggedIn):18 (declared TicTacToe/TicTacToe/TicTacToeBuilder.swift:6)",
                "BasicScoreBoard.player1Name: String <- LoggedInComponent @ \(loggedIn):26 (declared TicTacToe/ScoreBoard/BasicScoreBoardBuilder.swift:4)",
                "BasicScoreBoard.player2Name: String <- LoggedInComponent @ \(loggedIn):27 (declared TicTacToe/ScoreBoard/BasicScoreBoardBuilder.swift:5)",
                "BasicScoreBoard.scoreStream: ScoreStream <- LoggedInComponent @ \(loggedIn):18 (declared TicTacToe/ScoreBoard/BasicScoreBoardBuilder.swift:6)",
                "LoggedIn.loggedInViewController: LoggedInViewControllable <- RootComponent @ TicTacToe/Root/RootBuilder.swift:7 (declared \(loggedIn):4)",
            ])
    }

    func testTheSameSourcesGiveTheSameBytes() throws {
        let again = try ScanFixture(fixture: "Tutorial4")
        XCTAssertEqual(TraceEncoder.encode(scan.trace), TraceEncoder.encode(again.trace))
    }

    func testTheTraceDecodesAndReplays() throws {
        let decoded = try TraceDecoder().decode(TraceEncoder.encode(scan.trace), file: "scan.json")
        XCTAssertEqual(decoded, scan.trace)
        XCTAssertEqual(try TraceReplayer(trace: LoadedTrace(decoded, source: "scan.json")).tree().attachedCount, 7)
    }
}
