import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph diff` of two scans end to end: a scan repeated is byte for byte the same and no change, the
/// Mermaid graph of a large app shows only the changed part, and titles and column heads name both sides.
final class GraphDiffCommandTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    private static func fixture(_ name: String, _ side: String) -> String {
        PullRequestDiffTests.fixtures.appendingPathComponent("\(name)/\(side)").path
    }

    func testTheSameSourcesScannedTwiceGiveTheSameBytesAndNoChange() throws {
        for name in ["chips-shared-from-birth", "viewless-charge-gains-parent", "synthetic-cycle-change-elsewhere"] {
            XCTAssertEqual(try runner.run(["scan", Self.fixture(name, "head"), "-o", "one.json"]).status, 0)
            XCTAssertEqual(try runner.run(["scan", Self.fixture(name, "head"), "-o", "two.json"]).status, 0)
            XCTAssertEqual(try runner.read("one.json"), try runner.read("two.json"), name)
            let diff = try runner.run([
                "diff", "one.json", "two.json", "--format", "markdown", "-o", "-", "--fail-on", "any",
            ])
            XCTAssertEqual(diff.status, 0, diff.stderr)
            XCTAssertTrue(diff.stdoutText.contains("No changes to the RIB graph or its Dependencies."), diff.stdoutText)
            XCTAssertEqual(PullRequestDiffTests.rows(diff.stdoutText), [], name)
            XCTAssertTrue(diff.stderr.contains(": no change"), diff.stderr)
        }
    }

    /// 122 RIB types (a root, 12 tabs of 9 screens, one screen shared by two tabs); HEAD adds a screen under
    /// one tab and gives the shared screen a third parent: the graph shows those two, their parents, nothing else.
    func testMermaidOfALargeAppShowsOnlyTheChangedPart() throws {
        func trace(head: Bool) -> String {
            var ribs = [
                #"{"id": "Root", "root": true, "view": "RootViewController"}"#,
                #"{"id": "Share", "view": "ShareViewController"}"#,
            ]
            var routes: [String] = []
            func route(_ parent: String, _ child: String) {
                routes.append(#"{"parent": "\#(parent)", "child": "\#(child)"}"#)
            }
            for tab in 0..<12 {
                ribs.append(#"{"id": "Tab\#(tab)", "view": "Tab\#(tab)ViewController"}"#)
                route("Root", "Tab\(tab)")
                for screen in 0..<9 {
                    ribs.append(#"{"id": "Screen\#(tab)x\#(screen)", "view": "V"}"#)
                    route("Tab\(tab)", "Screen\(tab)x\(screen)")
                }
            }
            route("Tab0", "Share")
            route("Tab1", "Share")
            if head {
                ribs.append(#"{"id": "Added", "view": "AddedViewController"}"#)
                route("Tab3", "Added")
                route("Tab5", "Share")
            }
            return
                #"{"format": "ribgraph-trace", "version": 2, "origin": "source", "app": "Big", "ribs": [\#(ribs.joined(separator: ", "))], "#
                + #""routes": [\#(routes.joined(separator: ", "))]}"#
        }
        try runner.write(trace(head: false), to: "base.json")
        try runner.write(trace(head: true), to: "head.json")
        let result = try runner.run(["diff", "base.json", "head.json", "-o", "-", "--format", "mermaid"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let nodes = result.stdoutText.split(separator: "\n").filter { $0.hasPrefix("  r_") && $0.contains("[\"") }
            .map { String($0.dropFirst(4).prefix { $0 != "[" }) }
        XCTAssertEqual(nodes.sorted(), ["Added", "Share", "Tab0", "Tab1", "Tab3", "Tab5"], result.stdoutText)
        let edges = result.stdoutText.split(separator: "\n").filter {
            $0.contains("-->") || $0.contains("==>") || $0.contains("-.->")
        }
        XCTAssertEqual(
            edges.sorted(),
            ["  r_Tab0 --> r_Share", "  r_Tab1 --> r_Share", "  r_Tab3 ==> r_Added", "  r_Tab5 ==> r_Share"])
        XCTAssertTrue(result.stdoutText.contains("6 of 123 RIB types"), result.stdoutText)
        XCTAssertTrue(result.stderr.contains("1 RIB type added; 2 routes added; 1 RIB type changed"), result.stderr)
    }

    func testTitlesAndColumnHeadsNameBothSides() throws {
        let base = Self.fixture("synthetic-turned-viewless", "base"),
            head = Self.fixture("synthetic-turned-viewless", "head")
        XCTAssertEqual(try runner.run(["scan", base, "-o", "base.json", "--app", "Shop"]).status, 0)
        XCTAssertEqual(try runner.run(["scan", head, "-o", "head.json", "--app", "Shop"]).status, 0)
        let same = try runner.run(["diff", "base.json", "head.json", "--format", "markdown", "-o", "-"])
        XCTAssertTrue(same.stdoutText.hasPrefix("## RIB graph: base (Shop) → head (Shop)\n"), same.stdoutText)
        XCTAssertTrue(same.stdoutText.contains("Metrics that moved (base (Shop) → head (Shop)): "), same.stdoutText)
        XCTAssertTrue(same.stderr.hasPrefix("diff: base (Shop) → head (Shop): "), same.stderr)
        let mermaid = try runner.run(["diff", "base.json", "head.json", "--format", "mermaid", "-o", "-"])
        XCTAssertTrue(mermaid.stdoutText.hasPrefix("graph TD\n%% base (Shop) → head (Shop): "), mermaid.stdoutText)
        let named = try runner.run([
            "diff", "base.json", "head.json", "--format", "markdown", "-o", "-",
            "--base-label", "main", "--head-label", "feature/checkout",
        ])
        XCTAssertTrue(named.stdoutText.hasPrefix("## RIB graph: base main → head feature/checkout\n"), named.stdoutText)
        XCTAssertTrue(named.stdoutText.contains("Metrics that moved (main → feature/checkout): "), named.stdoutText)
        let alike = try runner.run([
            "diff", "base.json", "head.json", "--format", "markdown", "-o", "-",
            "--base-label", "main", "--head-label", "main",
        ])
        XCTAssertTrue(alike.stdoutText.hasPrefix("## RIB graph: base (main) → head (main)\n"), alike.stdoutText)
        // Recordings keep their captions, and their table's column heads name each side.
        let vertical = SampleTraces.path("vertical")
        let recorded = try runner.run(["diff", vertical, vertical, "--format", "markdown", "-o", "-"])
        XCTAssertTrue(
            recorded.stdoutText.hasPrefix("## RIB tree: base (vertical) → head (vertical)\n"), recorded.stdoutText)
    }
}
