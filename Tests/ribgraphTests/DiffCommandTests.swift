import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph diff` end to end: formats, --fail-on exit codes, atomic output.
final class DiffCommandTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    private let vertical = SampleTraces.path("vertical"), flattened = SampleTraces.path("flattened")

    func testMarkdownAndMermaidToFiles() throws {
        let result = try runner.run(["diff", vertical, flattened, "-o", "d.md"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let markdown = String(decoding: try runner.read("d.md"), as: UTF8.self)
        XCTAssertTrue(
            markdown.hasPrefix(
                "## RIB tree: base vertical → head flattened\n\n**8 added · 5 removed · 0 moved · 0 changed**"),
            markdown)
        XCTAssertEqual(try runner.run(["diff", vertical, flattened, "-o", "d.mmd"]).status, 0)
        XCTAssertTrue(
            String(decoding: try runner.read("d.mmd"), as: UTF8.self).hasPrefix(
                "graph TD\n%% base vertical → head flattened: +8 −5 ~0\n"))
        XCTAssertEqual(try runner.run(["diff", vertical, flattened, "-o", "d.png"]).status, 0)
        XCTAssertEqual(Array(try runner.read("d.png").prefix(8)), RibgraphRunner.pngSignature)
    }

    func testFailOnExitCodes() throws {
        // vertical → flattened: shallower, fewer violations, but changed.
        XCTAssertEqual(
            try runner.run(["diff", vertical, flattened, "-o", "a.svg", "--fail-on", "added-depth"]).status, 0)
        XCTAssertEqual(
            try runner.run(["diff", vertical, flattened, "-o", "b.svg", "--fail-on", "new-violations"]).status, 0)
        let any = try runner.run(["diff", vertical, flattened, "-o", "c.svg", "--fail-on", "any"])
        XCTAssertEqual(any.status, 1)
        XCTAssertTrue(any.stderr.contains("--fail-on any"), any.stderr)
        XCTAssertTrue(try runner.listing().contains("c.svg"), "the output is written before failing")
        // flattened → vertical: deeper, and breaks the default rules where flattened did not.
        XCTAssertEqual(
            try runner.run(["diff", flattened, vertical, "-o", "d.svg", "--fail-on", "added-depth"]).status, 1)
        let rules = packageRoot.appendingPathComponent("samples/rules.json").path
        let violations = try runner.run([
            "diff", flattened, vertical, "-o", "e.md", "--fail-on", "new-violations", "--rules", rules,
        ])
        XCTAssertEqual(violations.status, 1, violations.stderr)
        XCTAssertTrue(violations.stderr.contains("new violation"), violations.stderr)
        XCTAssertEqual(try runner.run(["diff", vertical, vertical, "-o", "f.svg", "--fail-on", "any"]).status, 0)
    }

    /// Only `--fail-on new-violations` checks rules: any other diff reads neither the rules file nor the
    /// settings, so a broken one fails that gate alone, before the output is written.
    func testOnlyTheNewViolationsGateReadsTheRules() throws {
        let broken =
            "ribgraph: broken.yml:2:1: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence "
            + "at line 1, column 11)\n"
        try runner.write("maxDepth: [4\n", to: "broken.yml")
        let expected = try runner.run(["diff", vertical, flattened, "-o", "-", "--format", "markdown"])
        XCTAssertEqual(expected.status, 0, expected.stderr)
        for gate in [[], ["--fail-on", "added-depth"]] {
            let plain = try runner.run(
                ["diff", vertical, flattened, "-o", "-", "--format", "markdown", "--rules", "broken.yml"] + gate)
            XCTAssertEqual(plain.status, 0, plain.stderr)
            XCTAssertEqual(plain.stdout, expected.stdout, "\(gate)")
        }
        let gated = try runner.run([
            "diff", vertical, flattened, "-o", "g.md", "--fail-on", "new-violations", "--rules", "broken.yml",
        ])
        XCTAssertEqual(gated.status, 65)
        XCTAssertEqual(gated.stderr, broken)
        XCTAssertFalse(try runner.listing().contains("g.md"), "the rules are read before the output is written")

        // The settings in the current folder, which name the rules, likewise.
        try runner.write("rules: broken.yml\n", to: ".ribgraph.yml")
        let unread = try runner.run(["diff", vertical, flattened, "-o", "-", "--format", "markdown"])
        XCTAssertEqual(unread.status, 0, unread.stderr)
        XCTAssertEqual(unread.stdout, expected.stdout)
        let read = try runner.run(["diff", vertical, flattened, "-o", "h.md", "--fail-on", "new-violations"])
        XCTAssertEqual(read.status, 65)
        XCTAssertEqual(read.stderr, broken)
    }

    func testOneTraceTwoEventsAndUsage() throws {
        let tictactoe = SampleTraces.path("tictactoe")
        let result = try runner.run(["diff", tictactoe, "--base-at", "6", "--head-at", "8", "-o", "t.md"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            String(decoding: try runner.read("t.md"), as: UTF8.self).contains("| added | TicTacToe | under LoggedIn |"))
        XCTAssertEqual(try runner.run(["diff", tictactoe, "-o", "u.svg"]).status, 64)
        XCTAssertEqual(try runner.run(["diff", "missing.json", tictactoe, "-o", "v.svg"]).status, 66)
    }

    func testFailedRunLeavesAnExistingOutputUntouched() throws {
        try runner.write("keep", to: "out.svg")
        let result = try runner.run([
            "diff", vertical, SampleTraces.path("tictactoe"), "--head-at", "999", "-o", "out.svg",
        ])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(String(decoding: try runner.read("out.svg"), as: UTF8.self), "keep")
        XCTAssertEqual(try runner.listing(), ["out.svg"], "no temporary file left behind")
    }
}
