import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph explain TRACE RIB.property`: the chain from a Dependency property to the member that creates
/// its value, one hop per line with its place, then the tunnel; on a scan and on a recording with `--source`.
final class ExplainCommandTests: XCTestCase {
    private var rg: RibgraphRunner!
    private static let fixtures = packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures")

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        for name in ["Tutorial4", "Forwards"] {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(name), to: rg.folder.appendingPathComponent(name))
        }
    }

    override func tearDown() { rg.tearDown() }

    private func explain(_ arguments: [String]) throws -> String {
        let result = try rg.run(["explain"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdoutText
    }

    /// `path:line` of the line marked `name` in the fixture file `path`.
    private func place(_ path: String, _ name: String) throws -> String {
        try MarkedSource(path, under: Self.fixtures)[name]
    }

    func testTutorialScoreStreamComesFromLoggedInsMutableScoreStream() throws {
        XCTAssertEqual(try rg.run(["scan", "Tutorial4", "-o", "app.json", "--quiet"]).status, 0)
        let loggedIn = "Tutorial4/TicTacToe/LoggedIn/LoggedInBuilder.swift"
        XCTAssertEqual(
            try explain(["app.json", "BasicScoreBoard.scoreStream"]),
            """
            BasicScoreBoard.scoreStream: ScoreStream, required by BasicScoreBoardDependency \
            (\(try place("Tutorial4/TicTacToe/ScoreBoard/BasicScoreBoardBuilder.swift", "BasicScoreBoardDependency.scoreStream"))), \
            attached under OffGame (embedded in its parent's screen), satisfied by OffGameComponent
              \(try place("Tutorial4/TicTacToe/OffGame/OffGameBuilder.swift", "OffGameComponent.scoreStream")): \
            OffGameComponent.scoreStream forwards it
              \(try place(loggedIn, "LoggedInComponent.scoreStream")): LoggedInComponent.scoreStream forwards it
              \(try place(loggedIn, "LoggedInComponent.mutableScoreStream")): LoggedInComponent.mutableScoreStream creates it
              tunnel: 1 component passed through (OffGameComponent)

            """)
    }

    func testARenamedNarrowedForward() throws {
        XCTAssertEqual(try rg.run(["scan", "Forwards", "-o", "app.json", "--quiet"]).status, 0)
        XCTAssertEqual(
            try explain(["app.json", "Detail.feedUseCase"]),
            """
            Detail.feedUseCase: FeedUseCaseInterface, required by DetailDependency \
            (\(try place("Forwards/App/DetailBuilder.swift", "DetailDependency.feedUseCase"))), \
            attached under Feed (shown in a way the scan did not recognise), satisfied by FeedComponent
              \(try place("Forwards/App/FeedBuilder.swift", "FeedComponent.feedUseCase")): FeedComponent.feedUseCase forwards it
              \(try place("Forwards/App/RootBuilder.swift", "RootComponent.contentUseCase")): \
            RootComponent.contentUseCase creates it
              tunnel: 1 component passed through (FeedComponent)

            """)
    }

    func testARecordingWithSourceExplainsTheLiveRIB() throws {
        try Data(contentsOf: packageRoot.appendingPathComponent("samples/tictactoe/recorded.json"))
            .write(to: URL(fileURLWithPath: rg.path("recorded.json")))
        let text = try explain(["recorded.json", "BasicScoreBoard.scoreStream", "--source", "Tutorial4"])
        let stream = try place(
            "Tutorial4/TicTacToe/LoggedIn/LoggedInBuilder.swift", "LoggedInComponent.mutableScoreStream")
        XCTAssertTrue(text.contains("  \(stream): LoggedInComponent.mutableScoreStream creates it\n"), text)
        XCTAssertTrue(text.hasSuffix("  tunnel: 1 component passed through (OffGameComponent)\n"), text)
    }

    func testTheViewerPanelListsTheHopsAndEveryEdgeDrawnOrNot() throws {
        try Data(contentsOf: packageRoot.appendingPathComponent("samples/tictactoe/recorded.json"))
            .write(to: URL(fileURLWithPath: rg.path("recorded.json")))
        let drawn = try rg.run([
            "snapshot", "recorded.json", "--source", "Tutorial4", "-o", "all.html", "--format", "html",
            "--dependencies", "all",
        ])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        let page = String(decoding: try rg.read("all.html"), as: UTF8.self)
        let loggedIn = "Tutorial4/TicTacToe/LoggedIn/LoggedInBuilder.swift"
        let offGame = try place("Tutorial4/TicTacToe/OffGame/OffGameBuilder.swift", "OffGameComponent.scoreStream")
        let scoreStream = try place(loggedIn, "LoggedInComponent.scoreStream")
        let mutableScoreStream = try place(loggedIn, "LoggedInComponent.mutableScoreStream")
        XCTAssertTrue(
            page.contains(
                #"["scoreStream","LoggedInComponent",["OffGameComponent.scoreStream "#
                    + #"(\#(offGame))","LoggedInComponent.scoreStream (\#(scoreStream))","#
                    + #""LoggedInComponent.mutableScoreStream (\#(mutableScoreStream))"]]"#),
            "one entry per hop for the panel")
        XCTAssertFalse(
            page.contains(#""undrawn":[{"dependency":"LoggedOutDependency""#), "every edge from a RIB is drawn")

        let beside = try rg.run([
            "snapshot", "recorded.json", "--source", "Tutorial4", "-o", "edges.html", "--format", "html",
            "--dependencies", "edges",
        ])
        XCTAssertEqual(beside.status, 0, beside.stderr)
        let bare = String(decoding: try rg.read("edges.html"), as: UTF8.self)
        let loggedOut = try place("Tutorial4/TicTacToe/LoggedOut/LoggedOutBuilder.swift", "LoggedOutBuilder")
        let root = try place("Tutorial4/TicTacToe/Root/RootBuilder.swift", "RootBuilder")
        XCTAssertTrue(
            bare.contains(
                #""el":"rib-LoggedOut","at":"\#(loggedOut)","undrawn":[{"dependency":"LoggedOutDependency","#
                    + #""components":["RootComponent"],"properties":[]}],"shown":[[0,"present"]]}"#),
            "LoggedOut's edge from its parent exists; the drawing leaves it out, the panel lists it")
        XCTAssertTrue(
            bare.contains(#""el":"rib-Root","at":"\#(root)","undrawn":[{"dependency":"RootDependency","#),
            "Root's edge comes from AppComponent, no RIB: no edge to draw, but the panel says who satisfies it")
        XCTAssertTrue(bare.contains("(edge not drawn: --dependencies all draws it)"))
    }

    func testUnknownRIBOrPropertyIsAUsageError() throws {
        XCTAssertEqual(try rg.run(["scan", "Tutorial4", "-o", "app.json", "--quiet"]).status, 0)
        let rib = try rg.run(["explain", "app.json", "Ofgame.scoreStream"])
        XCTAssertEqual(rib.status, 64)
        XCTAssertEqual(rib.stderr, "ribgraph: app.json: no RIB Ofgame; did you mean OffGame?\n")
        let property = try rg.run(["explain", "app.json", "OffGame.score"])
        XCTAssertEqual(property.status, 64)
        XCTAssertEqual(
            property.stderr,
            "ribgraph: app.json: OffGame's Dependency has no property score; it has player1Name, player2Name, scoreStream\n"
        )
    }
}
