import Foundation
import RibGraphTestSupport
import XCTest

/// The three files a command reads besides its inputs: the settings, the rules and the baseline (issue 44). A
/// syntax error in any of them fails the same way through every command that reads it, exit status 65 and one
/// line naming the file, line and column, whether the file was named by a flag or by `.ribgraph.yml`; and
/// each is read within the input limits given.
final class SettingsRulesBaselineTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        try FileManager.default.createDirectory(atPath: rg.path("App"), withIntermediateDirectories: true)
        try rg.write(
            """
            import RIBs
            protocol RootDependency: Dependency {}
            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {}
            final class RootBuilder: Builder<RootDependency> {
                func build() -> RootRouting { RootRouter(interactor: RootInteractor()) }
            }

            """, to: "App/Root.swift")
        XCTAssertEqual(try rg.run(["scan", "App", "-o", "app.json", "--config", "none"]).status, 0)
    }

    override func tearDown() { rg.tearDown() }

    /// A flow list left open on line 2: libyaml notices at the colon on line 3.
    private static let brokenYAML = "app: Films\npaths: [App\nrules:\n  maxDepth: 6\n"
    private static func yamlError(_ file: String) -> String {
        "ribgraph: \(file):3:6: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at "
            + "line 2, column 8)\n"
    }

    /// Every command that reads `.ribgraph.yml` (scan, check, diff's new-violations gate, lint, the tunnel
    /// picture), and `--config FILE` naming it.
    private static let settingsReaders = [
        ["scan", "App", "-o", "out.json"], ["check", "app.json"],
        ["diff", "app.json", "app.json", "-o", "out.md", "--fail-on", "new-violations"], ["lint", "App"],
        ["snapshot", "app.json", "-o", "out.svg", "--dependencies", "tunnels"],
    ]

    /// Runs `arguments`: exit 65 with `message` alone on standard error, and no output file written.
    private func assertFails(_ arguments: [String], with message: String, line: UInt = #line) throws {
        let result = try rg.run(arguments)
        XCTAssertEqual(result.status, 65, "\(arguments): \(result.stderr)", line: line)
        XCTAssertEqual(result.stderr, message, "\(arguments)", line: line)
        XCTAssertFalse(result.stderr.contains("\\u{A}"), "\(arguments): \(result.stderr)", line: line)
        let written = try rg.listing().filter { $0.hasPrefix("out.") }
        XCTAssertEqual(written, [], "\(arguments): a failed run writes nothing", line: line)
    }

    func testABrokenSettingsFileFailsEveryCommandThatReadsIt() throws {
        try rg.write(Self.brokenYAML, to: ".ribgraph.yml")
        for arguments in Self.settingsReaders {
            try assertFails(arguments, with: Self.yamlError(".ribgraph.yml"))
        }
        try rg.write(Self.brokenYAML, to: "settings.yml")
        for arguments in Self.settingsReaders {
            try assertFails(arguments + ["--config", "settings.yml"], with: Self.yamlError("settings.yml"))
        }
    }

    func testABrokenRulesFileFailsLikeABrokenSettingsFile() throws {
        try rg.write(Self.brokenYAML, to: "rules.yml")
        for arguments in [["check", "app.json"], ["lint", "App"]] {
            try assertFails(arguments + ["--rules", "rules.yml"], with: Self.yamlError("rules.yml"))
        }
        try rg.write("rules: rules.yml\n", to: ".ribgraph.yml")
        for arguments in Self.settingsReaders where arguments[0] != "scan" {
            try assertFails(arguments, with: Self.yamlError("rules.yml"))
        }
    }

    func testABrokenBaselineFailsLikeABrokenSettingsFile() throws {
        try rg.write("{\"format\": \"ribgraph-baseline\",\n \"violations\": [\n", to: "baseline.json")
        let message = "ribgraph: baseline.json:3:1: invalid JSON: unexpected end of input, expected a value\n"
        for arguments in [["check", "app.json"], ["lint", "App"]] {
            try assertFails(arguments + ["--baseline", "baseline.json"], with: message)
        }
        try rg.write("baseline: baseline.json\n", to: ".ribgraph.yml")
        for arguments in [["check", "app.json"], ["lint", "App"]] {
            try assertFails(arguments, with: message)
        }
    }

    /// `lint` reads the three within the limits given, as `check` does: it read them within the standard limits
    /// whatever the flags said.
    func testLintReadsEveryFileWithinTheLimitsGiven() throws {
        try rg.write("{\"violations\": [[[[]]]]}\n", to: "baseline.json")
        try rg.write("forbidden:\n  - parent:\n      child:\n        deeper: [x]\n", to: "rules.yml")
        try rg.write("rules:\n  forbidden:\n    - parent:\n        child: [x]\n", to: "settings.yml")
        let files = [
            "baseline.json": ["--baseline", "baseline.json"], "rules.yml": ["--rules", "rules.yml"],
            "settings.yml": ["--config", "settings.yml"],
        ]
        for (file, flags) in files.sorted(by: { $0.key < $1.key }) {
            let arguments = ["lint", "App"] + flags + (file == "settings.yml" ? [] : ["--config", "none"])
            let refused = try rg.run(arguments + ["--max-nesting", "3"])
            XCTAssertEqual(refused.status, 65, "\(file): \(refused.stderr)")
            XCTAssertTrue(refused.stderr.hasPrefix("ribgraph: \(file):"), refused.stderr)
            XCTAssertTrue(
                refused.stderr.hasSuffix("nested more than 3 levels deep (raise it with --max-nesting)\n"),
                refused.stderr)
            let raised = try rg.run(arguments + ["--max-nesting", "6"])
            XCTAssertFalse(raised.stderr.contains("nested more than"), "\(file): \(raised.stderr)")
        }
    }
}
