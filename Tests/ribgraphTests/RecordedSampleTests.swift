import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// The runnable sample records the scripted TicTacToe session with RibProbe; the checked-in
/// samples/tictactoe/recorded.json is exactly what it writes, and ribgraph validates and draws it.
final class RecordedSampleTests: XCTestCase {
    func testTheRecorderWritesTheCheckedInTraceAndRibgraphDrawsIt() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let recording = try rg.run(["recorded.json"], program: "TicTacToeLive")
        XCTAssertEqual(recording.status, 0, recording.stderr)
        XCTAssertTrue(recording.stdoutText.contains("7 RIBs, 16 events, 6 dependency edges"), recording.stdoutText)
        assertGoldenFile(try rg.read("recorded.json"), "samples/tictactoe/recorded.json", regenerate: "`make demo`")

        let trace = try TraceDecoder().decode(contentsOfFile: rg.path("recorded.json"))
        let final = try TraceReplayer(trace: LoadedTrace(trace, source: "recorded.json")).tree()
        XCTAssertEqual(final.preorder.map { trace.ribs[$0].id }, ["Root", "LoggedIn", "OffGame", "BasicScoreBoard"])
        XCTAssertEqual(trace.ribs.filter { !$0.isViewful }.map(\.id), ["LoggedIn"])

        let validation = try rg.run(["validate", "recorded.json"])
        XCTAssertEqual(validation.status, 0, validation.stderr)
        let drawing = try rg.run(["snapshot", "recorded.json", "-o", "recorded.svg", "--at", "8"])
        XCTAssertEqual(drawing.status, 0, drawing.stderr)
        let svg = String(decoding: try rg.read("recorded.svg"), as: UTF8.self)
        XCTAssertTrue(svg.contains("TicTacToeAdapter"), "the adapter stands between LoggedIn and TicTacToe at seq 8")
        XCTAssertTrue(svg.contains("id=\"rib&#45;TicTacToe\""))
    }
}
