import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// Metrics of a source trace: the scan's `providedBy` and component chain make tunnels count, and the
/// report speaks of the whole possible tree, with no history.
final class SourceTraceMetricsTests: XCTestCase {
    func testTunnelsCountFromTheScansProviders() throws {
        let report = try MetricsReport(
            trace: LoadedTrace(try SampleTraces.trace("scanned"), source: "scanned.json"), at: nil)
        let tunnels = report.tree.dependencies.tunnels
        // 1 + 3 + 3 + 3 + 3 properties; only BasicScoreBoard's three come from LoggedInComponent through
        // OffGameComponent (BasicScoreBoardDependency is satisfied by OffGameComponent, one level below).
        XCTAssertEqual(tunnels.count, 13)
        XCTAssertEqual(
            tunnels.filter { ($0.length ?? 0) > 0 }.map { "\($0.consumer).\($0.property) \($0.length ?? 0)" },
            ["BasicScoreBoard.player1Name 1", "BasicScoreBoard.player2Name 1", "BasicScoreBoard.scoreStream 1"])
        XCTAssertEqual(report.tree.dependencies.maximumTunnel, 1)
        XCTAssertEqual(
            report.tree.dependencies.topProvider, ProviderCount(component: "LoggedInComponent", properties: 12))
        XCTAssertEqual(report.origin, .source)
        XCTAssertNil(report.trace, "a scan has no history to measure")
        XCTAssertEqual(report.text.split(separator: "\n").first, "TicTacToe: the possible tree, from source")
        XCTAssertTrue(
            report.text.contains(
                "  tunnels                              13, longest 1 (BasicScoreBoard.player1Name from LoggedInComponent), mean 0.23\n"
            ),
            report.text)
        XCTAssertTrue(
            report.text.contains(
                "  RIB types                            7 (6 viewful, 1 viewless)\n  routes                               6\n"
            ),
            report.text)
        XCTAssertEqual(report.tree.graph, GraphMetrics(routes: 6, shared: [], unreachable: [], onCycles: []))
        XCTAssertTrue(try report.json.contains("\"origin\" : \"source\""))
    }

    func testTheLiveRecordingHasNoProvenanceSoNoTunnels() throws {
        let path = packageRoot.appendingPathComponent("samples/tictactoe/recorded.json").path
        let report = try MetricsReport(
            trace: LoadedTrace(try TraceDecoder().decode(contentsOfFile: path), source: path), at: nil)
        XCTAssertEqual(report.tree.dependencies.maximumTunnel, 0)
        XCTAssertTrue(report.tree.dependencies.tunnels.isEmpty)
        XCTAssertEqual(report.origin, .live)
        XCTAssertNotNil(report.trace)
    }

    func testTheRecordingMergedWithTheScanHasTunnelsAndKeepsItsHistory() throws {
        let path = packageRoot.appendingPathComponent("samples/tictactoe/recorded.json").path
        let recorded = try TraceDecoder().decode(contentsOfFile: path)
        let merged = recorded.mergingProvenance(from: try SampleTraces.trace("scanned"))
        XCTAssertEqual(merged.events, recorded.events)
        XCTAssertEqual(merged.ribs.map(\.id), recorded.ribs.map(\.id))
        let report = try MetricsReport(trace: LoadedTrace(merged, source: path), at: nil)
        // At the end BasicScoreBoard is attached under OffGame again: its three properties come from
        // LoggedInComponent through OffGameComponent.
        XCTAssertEqual(
            report.tree.dependencies.tunnels.filter { ($0.length ?? 0) > 0 }.map { "\($0.consumer).\($0.property)" },
            ["BasicScoreBoard.player1Name", "BasicScoreBoard.player2Name", "BasicScoreBoard.scoreStream"])
        XCTAssertEqual(report.tree.dependencies.maximumTunnel, 1)
        XCTAssertEqual(report.trace?.events, recorded.events.count, "the history is the recording's")
        XCTAssertEqual(merged.rib("Root")?.declaredIn, "TicTacToe/Root/RootBuilder.swift:37")
    }

    func testAStepOfASourceTraceIsNotMeasured() throws {
        let scanned = try SampleTraces.trace("scanned")
        XCTAssertThrowsError(try MetricsReport(trace: LoadedTrace(scanned, source: "scanned.json"), at: 3)) { error in
            XCTAssertEqual(error as? SnapshotError, .stepOfSourceTrace(3))
            XCTAssertEqual(
                "\(error)",
                "--at 3: a source trace is the tree of what can be attached, not a recording; "
                    + "its metrics are of the whole tree (leave out --at)")
        }
        XCTAssertNil(
            try MetricsReport(trace: LoadedTrace(scanned, source: "scanned.json"), at: nil).seq, "a scan has no events")
    }
}
