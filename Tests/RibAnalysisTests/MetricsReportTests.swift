import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// The text, JSON and Markdown forms of a metrics report.
final class MetricsReportTests: XCTestCase {
    private func report(_ name: String, at seq: Int? = nil) throws -> MetricsReport {
        let trace = try SampleTraces.trace(name)
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: name)).tree(at: seq)
        return MetricsReport(
            app: trace.app, file: "\(name).json", seq: seq ?? trace.events.last?.seq,
            tree: TreeMetrics(trace: trace, tree: tree),
            trace: try TraceMetrics(trace: LoadedTrace(trace, source: name), through: seq))
    }

    func testTextIsAnAlignedTable() throws {
        let text = try report("vertical").rendered(as: .text)
        XCTAssertEqual(
            text,
            """
            RIBs Flattening: vertical: the tree after seq 10
              RIBs                    6 (6 viewful, 0 viewless)
              max depth               6
              mean leaf depth         6.00
              RIBs per level          1 1 1 1 1 1
              longest viewless chain  0
              fan-out                 max 1, mean 1.00
              decision points         2: B (depth 3, 2 routes), 나 (depth 5, 2 routes)
              wrappers                none
              navigations             none
              tunnels                 9, longest 4 (🥝.session from AComponent), mean 1.78
              static from dynamic     none
              top provider            AComponent (5 properties)
            RIBs Flattening: vertical: the trace, 10 events
              max depth ever          6 (first at seq 8)
              never attached          none
              ever attached           8
              churn (attach/detach)   2: 🔴 1/1, 다 1/1
              suspected leaks         none

            """)
    }

    func testLongListsAreAbbreviated() throws {
        // 8 decision points, one per RIB 0…7, each routing to two others: 5 shown, then "+3 more".
        let ribs = (0..<10).map { RIB.screen("R\($0)") }
        let steps = (0..<10).map { MetricsFixture.Step.attach($0 == 0 ? nil : "R\($0 - 1)", "R\($0)") }
        let routes = (0..<8).flatMap {
            [Route(parent: "R\($0)", child: "R\($0 + 1)"), Route(parent: "R\($0)", child: "R\($0 + 2)")]
        }
        let trace = MetricsFixture.trace(ribs, steps, routes: routes)
        let report = MetricsReport(
            app: nil, file: "long.json", seq: 10, tree: try MetricsFixture.metrics(trace), trace: nil)
        let row = try XCTUnwrap(report.sections[0].rows.first { $0.label == "decision points" })
        XCTAssertEqual(
            row.value,
            "8: R0 (depth 1, 2 routes), R1 (depth 2, 2 routes), R2 (depth 3, 2 routes), "
                + "R3 (depth 4, 2 routes), R4 (depth 5, 2 routes), … +3 more")
        XCTAssertEqual(report.sections.count, 1, "no trace section without TraceMetrics")
        XCTAssertTrue(try report.rendered(as: .text).hasPrefix("long.json: the tree after seq 10\n"))
    }

    func testJSONIsTheCodableStructureWithSortedKeys() throws {
        let report = try report("flattened")
        let json = try report.rendered(as: .json)
        XCTAssertEqual(try JSONDecoder().decode(MetricsReport.self, from: Data(json.utf8)), report)
        XCTAssertTrue(json.hasSuffix("}\n"))
        // Keys are sorted at every level: "app" < "file" < "seq" < "trace" < "tree".
        let keys = ["\"app\"", "\"file\"", "\"seq\"", "\"trace\"", "\"tree\""].map { json.range(of: $0)!.lowerBound }
        XCTAssertEqual(keys, keys.sorted())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tree = try XCTUnwrap(object["tree"] as? [String: Any])
        XCTAssertEqual(Set(tree.keys), ["size", "depth", "fanOut", "routing", "dependencies"])
        XCTAssertEqual((tree["depth"] as? [String: Any])?["maximum"] as? Int, 4)
        XCTAssertEqual((tree["routing"] as? [String: Any])?["wrappers"] as? [String], ["DEWrapper"])
    }

    func testMarkdownIsATablePerSection() throws {
        let markdown = try report("tictactoe").rendered(as: .markdown)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "#### TicTacToe: the tree after seq 16")
        XCTAssertTrue(markdown.contains("| metric | value |\n|---|---|\n| RIBs | 4 (3 viewful, 1 viewless) |\n"))
        XCTAssertTrue(markdown.contains("\n\n#### TicTacToe: the trace, 16 events\n\n| metric | value |\n"))
        XCTAssertTrue(
            markdown.contains(
                "| churn (attach/detach) | 5: OffGame 3/2, BasicScoreBoard 3/2, LoggedOut 1/1, "
                    + "TicTacToe 1/1, RandomWin 1/1 |\n"))
    }

    func testMarkdownEscapesPipes() throws {
        let trace = MetricsFixture.trace(
            [.screen("a|b"), .screen("c")], [.attach(nil, "a|b"), .attach("a|b", "c")],
            routes: [Route(parent: "a|b", child: "c"), Route(parent: "a|b", child: "c")])
        let report = MetricsReport(
            app: nil, file: "p.json", seq: 2, tree: try MetricsFixture.metrics(trace), trace: nil)
        XCTAssertTrue(try report.rendered(as: .markdown).contains("| decision points | 1: a\\|b (depth 1, 2 routes) |"))
    }
}
