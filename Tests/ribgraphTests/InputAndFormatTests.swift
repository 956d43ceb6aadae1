import Foundation
import RibGraphTestSupport
import XCTest

/// `-` reads a trace from standard input in every subcommand; formats come from `--format` or the
/// output's extension and are never guessed; summaries on standard error do not read like errors.
final class InputAndFormatTests: XCTestCase {
    private var rg: RibgraphRunner!
    private var trace: [UInt8] = []

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        trace = [UInt8](try Data(contentsOf: URL(fileURLWithPath: SampleTraces.path("tictactoe"))))
        try Data(trace).write(to: URL(fileURLWithPath: rg.path("t.json")))
    }

    override func tearDown() { rg.tearDown() }

    func testEverySubcommandReadsATraceFromStandardInput() throws {
        let commands: [(file: [String], piped: [String])] = [
            (["snapshot", "t.json", "-o", "-"], ["snapshot", "-", "-o", "-"]),
            (["snapshot", "t.json", "-o", "-", "--format", "html"], ["snapshot", "-", "-o", "-", "--format", "html"]),
            (
                ["compare", "t.json", "--left-at", "6", "--right-at", "8", "-o", "-"],
                ["compare", "-", "--left-at", "6", "--right-at", "8", "-o", "-"]
            ),
            (
                ["diff", "t.json", "--base-at", "6", "--head-at", "8", "-o", "-", "--format", "markdown"],
                ["diff", "-", "--base-at", "6", "--head-at", "8", "-o", "-", "--format", "markdown"]
            ),
            (["check", "t.json", "--format", "json"], ["check", "-", "--format", "json"]),
            (["metrics", "t.json", "--format", "json"], ["metrics", "-", "--format", "json"]),
        ]
        for (file, piped) in commands {
            let expected = try rg.run(file)
            let actual = try rg.run(piped, input: trace)
            XCTAssertEqual(actual.status, expected.status, "\(piped): \(actual.stderr)")
            XCTAssertFalse(actual.stdout.isEmpty, "\(piped) wrote nothing")
            // The trace names the app, so only the file's name in messages may differ.
            XCTAssertEqual(
                actual.stdoutText, expected.stdoutText.replacingOccurrences(of: "t.json", with: "standard input"),
                "\(piped)")
        }
        let validate = try rg.run(["validate", "-"], input: trace)
        XCTAssertEqual(
            validate.stdoutText, "standard input: ok: 7 RIBs, 16 events, 4 attached at the end, 6 dependency edges\n")
        let frames = try rg.run(["frames", "-", "-o", "frames"], input: trace)
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertTrue(try rg.listing("frames").contains("frame-0016.svg"))
        let fromOther = try rg.run(["diff", "t.json", "-", "-o", "-", "--format", "markdown"], input: trace)
        XCTAssertEqual(fromOther.status, 0, fromOther.stderr)
        XCTAssertTrue(fromOther.stdoutText.contains("No changes"), fromOther.stdoutText)
    }

    func testStandardInputErrorsNameIt() throws {
        let bad = try rg.run(
            ["metrics", "-"], input: Array("{\"format\": \"ribgraph-trace\", \"version\": 1, \"ribs\": [".utf8))
        XCTAssertEqual(bad.status, 65)
        XCTAssertTrue(bad.stderr.hasPrefix("ribgraph: standard input:1:"), bad.stderr)
        let twice = try rg.run(["compare", "-", "-", "-o", "x.svg"], input: trace)
        XCTAssertEqual(twice.status, 64)
        XCTAssertTrue(twice.stderr.contains("standard input (-) can be read only once"), twice.stderr)
        XCTAssertEqual(try rg.listing(), ["t.json"])
    }

    func testAnExtensionNamingNoFormatIsAUsageError() throws {
        let cases: [([String], String)] = [
            (
                ["snapshot", "t.json", "-o", "tree.jpg"],
                "tree.jpg: .jpg is not a format this command writes; use --format with one of: svg, png, pdf, dot, json, html (or one of those extensions)"
            ),
            (
                ["compare", "t.json", "--left-at", "6", "--right-at", "8", "-o", "cmp.html"],
                "cmp.html: .html is not a format this command writes; use --format with one of: svg, png, pdf, dot, json (or one of those extensions)"
            ),
            (
                ["diff", "t.json", "--base-at", "6", "--head-at", "8", "-o", "d.html"],
                "d.html: .html is not a format this command writes; use --format with one of: svg, png, pdf, dot, markdown, mermaid, json (or one of those extensions)"
            ),
        ]
        for (arguments, message) in cases {
            let result = try rg.run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "ribgraph: \(message)\n")
        }
        XCTAssertEqual(try rg.listing(), ["t.json"], "nothing written")
        let named = try rg.run(["snapshot", "t.json", "-o", "tree.jpg", "--format", "png"])
        XCTAssertEqual(named.status, 0, "--format decides: \(named.stderr)")
        XCTAssertEqual(Array(try rg.read("tree.jpg").prefix(8)), RibgraphRunner.pngSignature)
        let markdown = try rg.run(["diff", "t.json", "--base-at", "6", "--head-at", "8", "-o", "d.MD"])
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertTrue(String(decoding: try rg.read("d.MD"), as: UTF8.self).hasPrefix("#"))
    }

    func testEachHelpListsOnlyTheFormatsItAccepts() throws {
        let expected = [
            "snapshot": "svg, png, pdf, dot, json, html", "compare": "svg, png, pdf, dot, json",
            "frames": "svg, png", "diff": "svg, png, pdf, dot, markdown, mermaid, json",
        ]
        for (command, formats) in expected {
            let help = try rg.run([command, "--help"]).stdoutText.split(separator: "\n").joined(separator: " ")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            XCTAssertTrue(help.contains("(values: \(formats)"), "\(command) --help: \(help)")
            let rejected = Set(["svg", "png", "pdf", "dot", "json", "html", "markdown", "mermaid"])
                .subtracting(formats.components(separatedBy: ", "))
            for format in rejected {
                let result = try rg.run([command, "t.json", "-o", "out", "--format", format])
                XCTAssertEqual(result.status, 64, "\(command) --format \(format)")
            }
        }
    }

    func testSummariesAreNotErrors() throws {
        let diff = try rg.run(["diff", "t.json", "--base-at", "6", "--head-at", "8", "-o", "d.md"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertEqual(
            diff.stderr,
            "diff: base TicTacToe @ seq 6 → head TicTacToe @ seq 8: 1 added, 2 removed, 0 moved or changed\n")
        let check = try rg.run(["check", "t.json"])
        XCTAssertEqual(check.stderr, "check: t.json: no violations\n")
    }
}
