import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph metrics` end to end: the built binary, its three formats and its exit statuses.
final class MetricsCommandTests: XCTestCase {
    func testTextOnTheVerticalSample() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let result = try rg.run(["metrics", SampleTraces.path("vertical")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "RIBs Flattening: vertical: the tree after seq 10")
        XCTAssertTrue(lines.contains("  max depth               6"), result.stdoutText)
        XCTAssertTrue(
            lines.contains("  decision points         2: B (depth 3, 2 routes), 나 (depth 5, 2 routes)"),
            result.stdoutText)
    }

    func testJSONDecodesWithTheExpectedDepths() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        for (name, depth) in [("vertical", 6), ("flattened", 4), ("tictactoe", 4)] {
            let result = try rg.run(["metrics", SampleTraces.path(name), "--format", "json"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let object = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any], name)
            let tree = try XCTUnwrap(object["tree"] as? [String: Any], name)
            XCTAssertEqual((tree["depth"] as? [String: Any])?["maximum"] as? Int, depth, name)
            XCTAssertEqual((object["trace"] as? [String: Any])?["maximumDepth"] as? Int, depth, name)
            XCTAssertEqual(object["file"] as? String, SampleTraces.path(name))
        }
    }

    func testJSONAtAnEarlierEvent() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        // After seq 5 of flattened: A → BCWrapper → C; BCWrapper is the wrapper.
        let result = try rg.run(["metrics", SampleTraces.path("flattened"), "--at", "5", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        XCTAssertEqual(object["seq"] as? Int, 5)
        let tree = try XCTUnwrap(object["tree"] as? [String: Any])
        XCTAssertEqual((tree["depth"] as? [String: Any])?["maximum"] as? Int, 3)
        XCTAssertEqual((tree["routing"] as? [String: Any])?["wrappers"] as? [String], ["BCWrapper"])
        XCTAssertEqual((object["trace"] as? [String: Any])?["events"] as? Int, 5)
    }

    func testMarkdown() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let result = try rg.run(["metrics", SampleTraces.path("tictactoe"), "--format", "markdown"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdoutText.hasPrefix("#### TicTacToe: the tree after seq 16\n\n| metric | value |\n|---|---|\n"),
            result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("| max depth | 4 |\n"), result.stdoutText)
    }

    func testBadInputExitStatuses() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let broken = try rg.write(
            #"{"format": "ribgraph-trace", "version": 1, "ribs": [{"id": "R"}], "events": [}"#,
            to: "broken.json")
        let inconsistent = try rg.write(
            """
            {"format": "ribgraph-trace", "version": 1, "ribs": [{"id": "R"}, {"id": "A"}],
             "events": [{"seq": 1, "kind": "attach", "parent": null, "child": "R"},
                        {"seq": 2, "kind": "detach", "parent": "R", "child": "A"}]}
            """, to: "inconsistent.json")
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (["metrics", "missing.json"], 66, "ribgraph: missing.json: "),
            (["metrics", broken], 65, "ribgraph: \(broken):1:"),
            (["metrics", inconsistent], 65, "ribgraph: \(inconsistent): events[1] (seq 2): detaching \"A\""),
            (["metrics", SampleTraces.path("tictactoe"), "--at", "99"], 64, "no event has seq 99"),
            (["metrics", SampleTraces.path("tictactoe"), "--format", "yaml"], 64, "yaml"),
        ]
        for test in cases {
            let result = try rg.run(test.arguments)
            XCTAssertEqual(result.status, test.status, "\(test.arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(test.message), "\(test.arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, [], "\(test.arguments) wrote to standard output")
        }
    }
}
