import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// `ribgraph validate` accepts every sample and prints its one-line summary.
final class ValidateCommandTests: XCTestCase {
    /// The summaries of the samples this test was written against.
    private static let known = [
        "adapter": "2 RIBs, 4 events, 2 attached at the end, 1 dependency edges",
        "business-logic": "5 RIBs, 8 events, 5 attached at the end, 4 dependency edges",
        "flattened": "12 RIBs, 21 events, 9 attached at the end, 10 dependency edges",
        "format-example": "4 RIBs, 5 events, 3 attached at the end, 3 dependency edges",
        "presentations": "from source, 12 RIB types, 11 routes, 0 on a cycle, 2 dependency edges",
        "scanned": "from source, 7 RIB types, 6 routes, 0 on a cycle, 6 dependency edges",
        "tictactoe": "7 RIBs, 16 events, 4 attached at the end, 6 dependency edges",
        "vertical": "8 RIBs, 10 events, 6 attached at the end, 7 dependency edges",
    ]

    func testEverySampleValidates() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let samples = packageRoot.appendingPathComponent("samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
            .filter { FileManager.default.fileExists(atPath: SampleTraces.path($0)) }
        XCTAssertTrue(Set(Self.known.keys).isSubset(of: names), "samples went missing: \(names)")
        for name in names {
            let path = SampleTraces.path(name)
            let result = try rg.run(["validate", path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", name)
            let trace = try TraceDecoder().decode(contentsOfFile: path)
            let attached = try TraceReplayer(trace: LoadedTrace(trace, source: path)).tree().attachedCount
            let summary =
                Self.known[name] ?? "\(trace.ribs.count) RIBs, \(trace.events.count) events, "
                + "\(attached) attached at the end, \(trace.dependencies.count) dependency edges"
            XCTAssertEqual(result.stdoutText, "\(path): ok: \(summary)\n", name)
        }
    }

    func testEverySampleSnapshotsToSVG() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        for name in Self.known.keys.sorted() {
            let result = try rg.run(["snapshot", SampleTraces.path(name), "-o", "\(name).svg"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(name): Graphviz warned")
            XCTAssertTrue(String(decoding: try rg.read("\(name).svg"), as: UTF8.self).hasSuffix("</svg>\n"), name)
        }
    }

    func testASourceTraceIsSummarisedAsItsGraph() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(
            """
            {"format": "ribgraph-trace", "version": 2, "origin": "source",
             "ribs": [{"id": "Home", "root": true}, {"id": "Settings"}, {"id": "Profile"}],
             "routes": [{"parent": "Home", "child": "Settings"}, {"parent": "Settings", "child": "Home"},
                        {"parent": "Home", "child": "Profile"}, {"parent": "Settings", "child": "Profile"}]}
            """, to: "scan.json")
        let result = try rg.run(["validate", "scan.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdoutText, "scan.json: ok: from source, 3 RIB types, 4 routes, 2 on a cycle, 0 dependency edges\n")
    }

    func testAVersionOneScanIsRefusedWithHowToScanAgain() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(
            """
            {"format": "ribgraph-trace", "version": 1, "origin": "source",
             "ribs": [{"id": "Home"}, {"id": "Settings"}, {"id": "Home#2", "name": "Home", "cycle": true}],
             "events": [[1, null, "a", null, 0], [2, null, "a", 0, 1], [3, null, "a", 1, 2]]}
            """, to: "scan.json")
        for command in [
            ["validate", "scan.json"], ["metrics", "scan.json"], ["snapshot", "scan.json", "-o", "x.svg"],
        ] {
            let result = try rg.run(command)
            XCTAssertEqual(result.status, 65, command.joined(separator: " "))
            XCTAssertTrue(
                result.stderr.contains("scan.json: version: this scan of the sources is version 1")
                    && result.stderr.contains("ribgraph scan DIR -o FILE"), result.stderr)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: rg.folder.appendingPathComponent("x.svg").path),
                "nothing written")
        }
    }

    func testValidateNamesTheFileInItsSummary() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(
            """
            {"format": "ribgraph-trace", "version": 1, "ribs": [{"id": "Root"}], "events": []}
            """, to: "empty-events.json")
        let result = try rg.run(["validate", "empty-events.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdoutText, "empty-events.json: ok: 1 RIBs, 0 events, 0 attached at the end, 0 dependency edges\n")
    }

    /// `--format json` (what scripts/validate-samples.py and the benchmark read instead of replaying traces
    /// themselves): the counts, and only the RIBs still attached after the last event, each under its parent then.
    func testJSONSummaryHoldsTheTreeAfterTheLastEvent() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let result = try rg.run(["validate", SampleTraces.path("tictactoe"), "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let summary = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdoutText.utf8)) as? [String: Any])
        XCTAssertEqual(summary["origin"] as? String, "live")
        XCTAssertEqual(summary["file"] as? String, SampleTraces.path("tictactoe"))
        XCTAssertEqual(
            [summary["ribs"], summary["events"], summary["attached"], summary["dependencies"]] as? [Int], [7, 16, 4, 6])
        let tree = try XCTUnwrap(summary["tree"] as? [[String: String]])
        XCTAssertEqual(
            tree,
            [
                ["id": "Root"], ["id": "LoggedIn", "parent": "Root"], ["id": "OffGame", "parent": "LoggedIn"],
                ["id": "BasicScoreBoard", "parent": "OffGame"],
            ])
    }

    /// A source trace's JSON summary walks the spanning tree from the launch root: Profile, which Home and
    /// Settings both route to, sits under Home (the shorter path), and the Home-Settings cycle is counted.
    func testJSONSummaryOfASourceTraceWalksItsSpanningTree() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(
            """
            {"format": "ribgraph-trace", "version": 2, "origin": "source",
             "ribs": [{"id": "Home", "root": true}, {"id": "Settings"}, {"id": "Profile"}],
             "routes": [{"parent": "Home", "child": "Settings"}, {"parent": "Settings", "child": "Home"},
                        {"parent": "Settings", "child": "Profile"}, {"parent": "Home", "child": "Profile"}]}
            """, to: "scan.json")
        let result = try rg.run(["validate", "scan.json", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let summary = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdoutText.utf8)) as? [String: Any])
        XCTAssertEqual(summary["origin"] as? String, "source")
        XCTAssertEqual(
            [summary["ribs"], summary["routes"], summary["onCycles"], summary["attached"]] as? [Int], [3, 4, 2, 3])
        XCTAssertEqual(
            summary["tree"] as? [[String: String]],
            [["id": "Home"], ["id": "Settings", "parent": "Home"], ["id": "Profile", "parent": "Home"]])
    }
}
