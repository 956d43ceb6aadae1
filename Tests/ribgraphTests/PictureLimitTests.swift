import Foundation
import RibGraphTestSupport
import XCTest

/// Pictures draw at most `--max-ribs` RIBs: past it every drawing subcommand refuses with exit 64 naming
/// the count, the limit and the ways out, and writes nothing.
final class PictureLimitTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        // Root with two subtrees of 15 RIBs each: 31 RIBs.
        var ribs = [#"{"id": "Root", "view": "V"}"#]
        var events = [#"[1, null, "a", null, 0]"#]
        for branch in 0..<2 {
            for index in 0..<15 {
                ribs.append("{\"id\": \"B\(branch)_\(index)\"}")
                let parent = index == 0 ? 0 : ribs.count - 2
                events.append("[\(events.count + 1), null, \"a\", \(parent), \(ribs.count - 1)]")
            }
        }
        try rg.write(
            """
            {"format": "ribgraph-trace", "version": 1, "ribs": [\(ribs.joined(separator: ", "))],
             "events": [\(events.joined(separator: ", "))]}
            """, to: "t.json")
    }

    override func tearDown() { rg.tearDown() }

    func testEveryDrawingSubcommandRefusesMoreRIBsThanTheLimit() throws {
        let message =
            "ribgraph: the picture would draw 31 RIBs, more than the 20 ribgraph draws; draw part of the tree "
            + "with --focus or --depth, or raise the limit with --max-ribs\n"
        for arguments in [
            ["snapshot", "t.json", "-o", "out.svg"], ["snapshot", "t.json", "-o", "out.html"],
            ["compare", "t.json", "t.json", "-o", "out.svg"], ["frames", "t.json", "-o", "out"],
            ["diff", "t.json", "t.json", "-o", "out.svg", "--context", "full"],
        ] {
            let result = try rg.run(arguments + ["--max-ribs", "20"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(try rg.listing(), ["t.json"], "\(arguments) wrote something")
        }
    }

    func testAPartWithinTheLimitIsDrawn() throws {
        let focused = try rg.run(["snapshot", "t.json", "-o", "out.svg", "--max-ribs", "20", "--focus", "B1_0"])
        XCTAssertEqual(focused.status, 0, focused.stderr)
        let svg = try String(contentsOfFile: rg.path("out.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("B1_14") && !svg.contains("B0_3"), "the focus draws B1's branch only")
        XCTAssertEqual(try rg.run(["snapshot", "t.json", "-o", "all.svg", "--max-ribs", "31"]).status, 0)
    }
}
