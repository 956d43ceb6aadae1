import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// `ribgraph scan` on a tree a fork's pull request could hold (issue 31): hostile manifests, deep folders,
/// links out of the tree and names that read as workflow commands. Each case ends with a warning and the RIB
/// beside it read; the hostile files are generated here, never committed. Before the fix the first three
/// cases ran past the runner's timeout (or crashed), which is what fails them.
final class ManifestHardeningTests: XCTestCase {
    /// Long enough for any case on a busy machine; only a scan that hangs reaches it.
    private static let timeout = Duration.seconds(120)

    private static let root = """
        import RIBs
        protocol RootDependency: Dependency {}
        final class RootComponent: Component<RootDependency> {}
        final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {}
        final class RootBuilder: Builder<RootDependency> {
            func build() -> RootRouting { RootRouter(interactor: RootInteractor()) }
        }

        """

    private func runner(_ files: [String: String]) throws -> RibgraphRunner {
        let rg = try RibgraphRunner()
        for (path, text) in files {
            try FileManager.default.createDirectory(
                atPath: (rg.path(path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try rg.write(text, to: path)
        }
        return rg
    }

    private func warnings(_ result: RibgraphRunner.Result) -> [String] {
        result.stderr.split(separator: "\n").map(String.init).filter { $0.contains("warning: ") }
    }

    /// The modules of the RIBs found, by name.
    private func modules(_ rg: RibgraphRunner) throws -> [String: String] {
        let trace = try TraceDecoder().decode(contentsOfFile: rg.path("app.json"))
        return Dictionary(trace.ribs.map { ($0.name, $0.module ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    private func scan(_ rg: RibgraphRunner, _ arguments: [String] = []) throws -> RibgraphRunner.Result {
        let result = try rg.run(["scan", "App", "-o", "app.json"] + arguments, timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    func testAPackageManifestNestedPastTheLimitIsLeftOutAndItsFilesKeepTheFolderRule() throws {
        for (levels, line) in [(28, 3), (2_000, 3)] {
            let rg = try runner([
                "App/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet x = "
                    + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "\n",
                "App/Sources/Feature/Root.swift": Self.root,
            ])
            defer { rg.tearDown() }
            let result = try scan(rg)
            XCTAssertEqual(
                warnings(result),
                [
                    "App/Package.swift:\(line): warning: its square brackets nest deeper than 10 levels (SwiftParser's "
                        + "time doubles with each; raise it with --max-bracket-nesting); the manifest is left out, "
                        + "and its files take their modules from their folders"
                ], "\(levels) levels")
            XCTAssertEqual(try modules(rg), ["Root": "Feature"], "the folder under the package's Sources")
        }
    }

    func testAManifestLargerThanTheFileLimitIsLeftOutUnread() throws {
        let rg = try runner([
            "App/Project.swift": String(repeating: "// padding\n", count: 100_000),
            "App/Root.swift": Self.root,
        ])
        defer { rg.tearDown() }
        let result = try scan(rg, ["--max-file-size", "1"])
        XCTAssertEqual(
            warnings(result),
            [
                "App/Project.swift:1: warning: it is larger than the 1 MiB a scan reads (raise it with --max-file-size); "
                    + "the manifest is left out, and its files take their modules from their folders"
            ])
        XCTAssertEqual(try modules(rg), ["Root": "App"])
    }

    func testAGlobWhoseBracesStandForMillionsOfPatternsLeavesItsTargetOut() throws {
        let groups = (0..<24).map { "{a\($0),b\($0)}" }.joined()
        let rg = try runner([
            "App/Project.swift": """
            import ProjectDescription
            let project = Project(name: "P", targets: [
                .target(name: "Huge", product: .app, sources: ["Feature/\(groups)/**"]),
                .target(name: "Fine", product: .framework, sources: ["{Feature,Other}/**"]),
            ])
            """,
            "App/Feature/Root.swift": Self.root,
        ])
        defer { rg.tearDown() }
        let result = try scan(rg)
        XCTAssertEqual(
            warnings(result),
            [
                "App/Project.swift:1: warning: the braces of a glob of target Huge stand for more than 256 patterns, "
                    + "or nest deeper than 16 levels (raise it with --max-glob-alternatives); the target is left "
                    + "out, and its files take their modules from their folders"
            ])
        XCTAssertEqual(try modules(rg), ["Root": "Fine"], "the target whose two alternatives are read")
    }

    func testEightDoubleStarsMatchAFileFortyFoldersDeepWithoutBacktracking() throws {
        let deep = Array(repeating: "d", count: 40).joined(separator: "/")
        let rg = try runner([
            "App/Project.swift": """
            import ProjectDescription
            let project = Project(name: "P", targets: [
                .target(name: "Deep", product: .app, sources: ["\(String(repeating: "**/", count: 8))R*.swift"]),
                .target(name: "Never", product: .app, sources: ["\(String(repeating: "**/", count: 8))x/*.swift"]),
            ])
            """,
            "App/\(deep)/Root.swift": Self.root,
        ])
        defer { rg.tearDown() }
        _ = try scan(rg)
        XCTAssertEqual(try modules(rg), ["Root": "Deep"])
    }

    /// `realpath` on every folder read each component of its path: 1,100 nested folders took about 525,000
    /// `readlink` calls. Counted with strace where it is installed.
    func testElevenHundredNestedFoldersCostNoReadlinkPerComponent() throws {
        let strace = "/usr/bin/strace"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: strace), "strace counts the system calls")
        let deep = Array(repeating: "d", count: 1_100).joined(separator: "/")
        let rg = try runner(["App/Root.swift": Self.root, "App/\(deep)/S.swift": "struct S {}\n"])
        defer { rg.tearDown() }
        let binary = try RibgraphRunner.binary().path
        let result = try rg.run(
            ["-f", "-c", "-e", "trace=readlink", binary, "scan", "App", "-o", "app.json"], program: strace,
            timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("scan: 2 files"), result.stderr)
        // strace's table: % time, seconds, usecs/call, calls, errors, syscall.
        let row = try XCTUnwrap(result.stderr.split(separator: "\n").first { $0.hasSuffix(" readlink") }, result.stderr)
        let calls = try XCTUnwrap(Int(row.split(separator: " ")[3]), String(row))
        XCTAssertLessThan(calls, 100, result.stderr)
    }

    func testLinksOutOfTheScannedFoldersAreNamedNotFollowedUnlessAsked() throws {
        let rg = try runner([
            "App/Root.swift": Self.root,
            "Outside/Feature/Foreign.swift": Self.root.replacingOccurrences(of: "Root", with: "Foreign"),
            "App/Inside/Mine.swift": Self.root.replacingOccurrences(of: "Root", with: "Mine"),
        ])
        defer { rg.tearDown() }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: rg.path("App/Passwd.swift"), withDestinationPath: "/etc/passwd")
        try manager.createSymbolicLink(atPath: rg.path("App/Package.swift"), withDestinationPath: "/etc/passwd")
        try manager.createSymbolicLink(atPath: rg.path("App/Feature"), withDestinationPath: rg.path("Outside/Feature"))
        try manager.createSymbolicLink(atPath: rg.path("App/Again"), withDestinationPath: "Inside")
        let result = try scan(rg)
        XCTAssertFalse(result.stderr.contains("root:"), "no line of /etc/passwd is quoted: \(result.stderr)")
        XCTAssertEqual(
            warnings(result).filter { $0.contains("symbolic link") },
            ["Feature", "Package.swift", "Passwd.swift"].map {
                "warning: App/\($0): a symbolic link out of the scanned folders; it is not followed "
                    + "(--follow-links follows it)"
            })
        XCTAssertEqual(try modules(rg).keys.sorted(), ["Mine", "Root"], "a link within the tree is followed")

        _ = try scan(rg, ["--follow-links"])
        XCTAssertEqual(try modules(rg).keys.sorted(), ["Foreign", "Mine", "Root"])
    }

    /// GitHub runs a log line that starts with `::` (after white space) as a command: a file named
    /// `::error file=README.md,line=1::x.swift` at the root made the scan print one.
    func testNoLineTheScanPrintsCanBeAWorkflowCommand() throws {
        let rg = try runner([
            "App/Root.swift": Self.root,
            "App/::error file=README.md,line=1::x.swift": "let x = (\n",
            "App/ ::add-mask::y.swift": "let y = (\n",
            "App/\u{A0}::warning::z.swift": "let z = (\n",
        ])
        defer { rg.tearDown() }
        let result = try rg.run(["scan", ".", "-o", "app.json"], subfolder: "App", timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(warnings(result).count, 3, result.stderr)
        for line in lines {
            let start = line.unicodeScalars.drop { $0.properties.isWhitespace }
            XCTAssertFalse(start.starts(with: "::".unicodeScalars), line)
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("./::error file=README.md,line=1::x.swift:1: warning: ") })
    }
}
