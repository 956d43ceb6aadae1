import RibGraphScan
import RibGraphTestSupport
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

    func testEachRIBsTypesViewAndDeclaration() throws {
        func builder(_ folder: String, _ name: String) throws -> String {
            try scan.marks("TicTacToe/\(folder)/\(name)Builder.swift")["\(name)Builder"]
        }
        XCTAssertEqual(
            scan.ribs,
            [
                "LoggedIn: LoggedInRouter LoggedInInteractor viewless LoggedInBuilder LoggedInDependency LoggedInComponent \(try builder("LoggedIn", "LoggedIn"))",
                "LoggedOut: LoggedOutRouter LoggedOutInteractor LoggedOutViewController LoggedOutBuilder LoggedOutDependency LoggedOutComponent \(try builder("LoggedOut", "LoggedOut"))",
                "OffGame: OffGameRouter OffGameInteractor OffGameViewController OffGameBuilder OffGameDependency OffGameComponent \(try builder("OffGame", "OffGame"))",
                "RandomWin: RandomWinRouter RandomWinInteractor RandomWinViewController RandomWinBuilder RandomWinDependency RandomWinComponent \(try builder("RandomWin", "RandomWin"))",
                "Root: RootRouter RootInteractor RootViewController RootBuilder RootDependency RootComponent \(try builder("Root", "Root"))",
                "BasicScoreBoard: BasicScoreBoardRouter BasicScoreBoardInteractor BasicScoreBoardViewController BasicScoreBoardBuilder BasicScoreBoardDependency BasicScoreBoardComponent \(try builder("ScoreBoard", "BasicScoreBoard"))",
                "TicTacToe: TicTacToeRouter TicTacToeInteractor TicTacToeViewController TicTacToeBuilder TicTacToeDependency TicTacToeComponent \(try builder("TicTacToe", "TicTacToe"))",
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
    /// `mutableScoreStream`; BasicScoreBoard's passes through OffGameComponent's `dependency.scoreStream`.
    func testEveryPropertysProvider() throws {
        let loggedIn = try scan.marks("TicTacToe/LoggedIn/LoggedInBuilder.swift")
        let (name1, name2) = (loggedIn["LoggedInComponent.player1Name"], loggedIn["LoggedInComponent.player2Name"])
        let stream = loggedIn["LoggedInComponent.mutableScoreStream"]
        let offGame = try scan.marks("TicTacToe/OffGame/OffGameBuilder.swift")
        let randomWin = try scan.marks("TicTacToe/RandomWin/RandomWinBuilder.swift")
        let ticTacToe = try scan.marks("TicTacToe/TicTacToe/TicTacToeBuilder.swift")
        let scoreBoard = try scan.marks("TicTacToe/ScoreBoard/BasicScoreBoardBuilder.swift")
        let root = try scan.marks("TicTacToe/Root/RootBuilder.swift")
        XCTAssertEqual(
            scan.properties,
            [
                "OffGame.player1Name: String <- LoggedInComponent @ \(name1) (declared \(offGame["OffGameDependency.player1Name"]))",
                "OffGame.player2Name: String <- LoggedInComponent @ \(name2) (declared \(offGame["OffGameDependency.player2Name"]))",
                "OffGame.scoreStream: ScoreStream <- LoggedInComponent @ \(stream) (declared \(offGame["OffGameDependency.scoreStream"]))",
                "RandomWin.player1Name: String <- LoggedInComponent @ \(name1) (declared \(randomWin["RandomWinDependency.player1Name"]))",
                "RandomWin.player2Name: String <- LoggedInComponent @ \(name2) (declared \(randomWin["RandomWinDependency.player2Name"]))",
                "RandomWin.mutableScoreStream: MutableScoreStream <- LoggedInComponent @ \(stream) (declared \(randomWin["RandomWinDependency.mutableScoreStream"]))",
                "TicTacToe.player1Name: String <- LoggedInComponent @ \(name1) (declared \(ticTacToe["TicTacToeDependency.player1Name"]))",
                "TicTacToe.player2Name: String <- LoggedInComponent @ \(name2) (declared \(ticTacToe["TicTacToeDependency.player2Name"]))",
                "TicTacToe.mutableScoreStream: MutableScoreStream <- LoggedInComponent @ \(stream) (declared \(ticTacToe["TicTacToeDependency.mutableScoreStream"]))",
                "BasicScoreBoard.player1Name: String <- LoggedInComponent @ \(name1) (declared \(scoreBoard["BasicScoreBoardDependency.player1Name"]))",
                "BasicScoreBoard.player2Name: String <- LoggedInComponent @ \(name2) (declared \(scoreBoard["BasicScoreBoardDependency.player2Name"]))",
                "BasicScoreBoard.scoreStream: ScoreStream <- LoggedInComponent @ \(stream) (declared \(scoreBoard["BasicScoreBoardDependency.scoreStream"]))",
                "LoggedIn.loggedInViewController: LoggedInViewControllable <- RootComponent @ \(root["RootComponent.rootViewController"]) (declared \(loggedIn["LoggedInDependency.loggedInViewController"]))",
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
