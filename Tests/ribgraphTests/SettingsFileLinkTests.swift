import Foundation
import RibGraphTestSupport
import XCTest

/// The files that say how CI judges a pull request (issue 41): `.ribgraph.yml` was a link to
/// `/proc/self/environ` in a hostile pull request, and every command that read the settings printed the job's
/// environment, secrets included, in its YAML error. Settings, rules and baseline files are read only as
/// regular files, never through a link, and an error shows at most a short, escaped excerpt of them.
final class SettingsFileLinkTests: XCTestCase {
    private static let secret = "ghs_ThisIsTheJobTokenNoLogMayEverHold0123456789"
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        let manager = FileManager.default
        for folder in ["outside", "repo/App"] {
            try manager.createDirectory(atPath: rg.path(folder), withIntermediateDirectories: true)
        }
        // What /proc/self/environ holds: variables separated by NUL bytes, one of them a secret.
        try rg.write("HOME=/root\u{0}GITHUB_TOKEN=\(Self.secret)\u{0}key: \(Self.secret)\n", to: "outside/environ")
        try rg.write(
            """
            import RIBs
            protocol RootDependency: Dependency {}
            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {}
            final class RootBuilder: Builder<RootDependency> {
                func build() -> RootRouting { RootRouter(interactor: RootInteractor()) }
            }

            """, to: "repo/App/Root.swift")
        XCTAssertEqual(try rg.run(["scan", "App", "-o", "app.json", "--config", "none"], subfolder: "repo").status, 0)
    }

    override func tearDown() { rg.tearDown() }

    /// Runs `arguments` in the repository; fails when anything printed holds the secret past the length of
    /// an excerpt.
    private func run(_ arguments: [String]) throws -> RibgraphRunner.Result {
        let result = try rg.run(arguments, subfolder: "repo")
        let tail = String(Self.secret.suffix(16))
        XCTAssertFalse(result.stderr.contains(tail), "\(arguments): \(result.stderr)")
        XCTAssertFalse(result.stdoutText.contains(tail), "\(arguments): \(result.stdoutText)")
        return result
    }

    private static let refusal =
        "is a symbolic link; ribgraph reads a settings, rules or baseline file only as a regular file, never through a link"

    func testEveryCommandThatReadsTheSettingsRefusesALinkedSettingsFile() throws {
        try FileManager.default.createSymbolicLink(
            atPath: rg.path("repo/.ribgraph.yml"), withDestinationPath: rg.path("outside/environ"))
        for arguments in [
            ["scan", "App", "-o", "again.json"], ["check", "app.json"],
            ["diff", "app.json", "app.json", "-o", "diff.md", "--fail-on", "new-violations"],
            ["lint", "App"], ["snapshot", "app.json", "-o", "tunnels.svg", "--dependencies", "tunnels"],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 66, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "ribgraph: .ribgraph.yml: \(Self.refusal)\n", "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: rg.path("repo/again.json")))
    }

    func testRulesAndBaselinesNamedInTheSettingsOrOnTheCommandLineAreNeverReadThroughALink() throws {
        // Links that stay inside the repository, to a file of the checkout's own that holds a secret.
        let manager = FileManager.default
        try manager.createDirectory(atPath: rg.path("repo/.git"), withIntermediateDirectories: true)
        try manager.copyItem(atPath: rg.path("outside/environ"), toPath: rg.path("repo/.git/credentials"))
        try manager.createSymbolicLink(atPath: rg.path("repo/rules.yml"), withDestinationPath: ".git/credentials")
        try manager.createSymbolicLink(atPath: rg.path("repo/baseline.json"), withDestinationPath: ".git/credentials")
        try manager.createSymbolicLink(atPath: rg.path("repo/architecture"), withDestinationPath: "../outside")
        try rg.write("rules: rules.yml\n", to: "repo/.ribgraph.yml")
        let named = try run(["check", "app.json"])
        XCTAssertEqual(named.status, 66, named.stderr)
        XCTAssertEqual(named.stderr, "ribgraph: rules.yml: \(Self.refusal)\n")
        try rg.write("baseline: baseline.json\n", to: "repo/.ribgraph.yml")
        let baseline = try run(["check", "app.json"])
        XCTAssertEqual(baseline.status, 66, baseline.stderr)
        XCTAssertEqual(baseline.stderr, "ribgraph: baseline.json: \(Self.refusal)\n")
        let throughFolder = try run(["check", "app.json", "--config", "none", "--rules", "architecture/environ"])
        XCTAssertEqual(throughFolder.status, 66, throughFolder.stderr)
        XCTAssertEqual(
            throughFolder.stderr,
            "ribgraph: architecture/environ: is reached through the symbolic link architecture; ribgraph reads a "
                + "settings, rules or baseline file only as a regular file, never through a link\n")
    }

    func testAnErrorQuotesAtMostAShortEscapedExcerptOfTheFile() throws {
        // What a copy of /proc/self/environ holds: one line of variables separated by NUL bytes.
        try rg.write(String(decoding: try rg.read("outside/environ"), as: UTF8.self), to: "repo/.ribgraph.yml")
        let environ = try run(["check", "app.json"])
        XCTAssertEqual(environ.status, 65, environ.stderr)
        XCTAssertEqual(
            environ.stderr, "ribgraph: .ribgraph.yml:1:11: invalid YAML: control characters are not allowed\n")
        // A key that starts by clearing the terminal, then holds the secret.
        try rg.write("app: Films\n\"a\\e[2J\(Self.secret)\": 1\n", to: "repo/.ribgraph.yml")
        let result = try run(["check", "app.json"])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "ribgraph: .ribgraph.yml:2:1: unknown key \"a\\u{1B}[2Jghs_ThisIsTheJobTokenNoLogM…\" (52 characters) "
                + "(expected one of: app, paths, excludes, rules, baseline)\n")
    }
}
