import Foundation
import RibGraphTestSupport
import XCTest

/// Every picture command draws each route as its parent shows the child (samples/presentations, and a recording
/// whose routes say how), with the legend's row that explains the ways drawn.
final class PresentationCommandTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    private let sample = SampleTraces.path("presentations")

    /// Root launches, shows Home as the window's root, Home shows Feed as a tab and Feed pushes Story.
    private let recording = """
        {"format": "ribgraph-trace", "version": 1, "app": "Journal",
         "ribs": [{"id": "Root", "view": "RootVC"}, {"id": "Home", "view": "HomeVC"}, {"id": "Feed", "view": "FeedVC"},
                  {"id": "Story", "view": "StoryVC"}],
         "routes": [{"parent": "Root", "child": "Home", "presentation": "root"},
                    {"parent": "Home", "child": "Feed", "presentation": ["tab"]},
                    {"parent": "Feed", "child": "Story", "presentation": ["push", "present"]}],
         "events": [{"seq": 1, "kind": "attach", "parent": null, "child": "Root"},
                    {"seq": 2, "kind": "attach", "parent": "Root", "child": "Home"},
                    {"seq": 3, "kind": "attach", "parent": "Home", "child": "Feed"},
                    {"seq": 4, "kind": "attach", "parent": "Feed", "child": "Story"}]}
        """

    /// The file's text, with the `&#45;` Graphviz 2.x writes for `-` in attributes decoded.
    private func text(_ name: String) throws -> String {
        String(decoding: try runner.read(name), as: UTF8.self).replacingOccurrences(of: "&#45;", with: "-")
    }

    /// Runs `arguments`, which must succeed without a warning (frames and diff report their progress).
    private func run(_ arguments: [String]) throws {
        let result = try runner.run(arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        XCTAssertFalse(result.stderr.contains("warning"), "\(arguments): \(result.stderr)")
    }

    func testSnapshotDrawsEveryWayInEveryFormat() throws {
        try run(["snapshot", sample, "-o", "tree.svg"])
        let svg = try text("tree.svg")
        for way in ["push", "present", "embed", "tab", "root", "none", "unknown"] {
            XCTAssertTrue(svg.contains("presentation-\(way)"), "no route drawn as \(way)")
        }
        XCTAssertTrue(svg.contains("class=\"edge presentation-push presentation-present\""), "Feed -> Settings")
        XCTAssertTrue(svg.contains("How a child is shown"))
        try run(["snapshot", sample, "-o", "tree.png"])
        XCTAssertEqual(Array(try runner.read("tree.png").prefix(8)), RibgraphRunner.pngSignature)
        try run(["snapshot", sample, "-o", "tree.pdf"])
        try run(["snapshot", sample, "-o", "page.html", "--format", "html"])
        XCTAssertTrue(try text("page.html").contains("\"shown\":[[0,\"root\"]]"), "Home: shown by Root as the root")
    }

    func testFramesCompareAndDiffDrawTheWays() throws {
        let trace = try runner.write(recording, to: "recording.json")
        try run(["frames", trace, "-o", "frames"])
        let last = try text("frames/" + (try runner.listing("frames").filter { $0.hasSuffix(".svg") }.sorted().last!))
        XCTAssertTrue(last.contains("class=\"edge presentation-root\""), "Root -> Home")
        XCTAssertTrue(last.contains("class=\"edge presentation-tab\""), "Home -> Feed")
        XCTAssertTrue(last.contains("class=\"edge presentation-push presentation-present\""), "Feed -> Story")
        try run(["compare", trace, sample, "-o", "compare.svg"])
        XCTAssertTrue(try text("compare.svg").contains("presentation-embed"))
        // BASE: the sample before Profile embedded Avatar.
        var base = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sample))) as? [String: Any])
        base["ribs"] = (base["ribs"] as? [[String: Any]] ?? []).filter { $0["id"] as? String != "Avatar" }
        base["routes"] = (base["routes"] as? [[String: Any]] ?? []).filter { $0["child"] as? String != "Avatar" }
        base["dependencies"] = (base["dependencies"] as? [[String: Any]] ?? []).filter {
            $0["child"] as? String != "Avatar"
        }
        let basePath = try runner.write(
            String(decoding: try JSONSerialization.data(withJSONObject: base), as: UTF8.self), to: "base.json")
        try run(["diff", basePath, sample, "-o", "diff.svg"])
        let diff = try text("diff.svg")
        XCTAssertTrue(diff.contains("presentation-embed") && diff.contains("How a child is shown"))
    }
}
