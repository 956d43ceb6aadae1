import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// Tuist helpers that call themselves (issue 41): a helper calling itself K times was read K⁴ times, each of
/// twelve manifests using it took the whole 10 s parse limit, and the readers given up on kept their threads
/// and 512 MiB stacks until, under a 4 GiB memory limit, the scan waited forever without a word. Each call
/// with the same values is now read once, the distinct ones are bounded, a reader past its time stops, and a
/// thread the system refuses is a warning.
final class ManifestHelperBudgetTests: XCTestCase {
    private static let timeout = Duration.seconds(120)
    private static let calls = 12

    /// A Tuist workspace of twelve features, each a `Project.swift` calling `helper`; `module` calls itself
    /// with the same name, `spread` with twelve new names at every level.
    private func workspace(helper: String) throws -> RibgraphRunner {
        let rg = try RibgraphRunner()
        let manager = FileManager.default
        try manager.createDirectory(
            atPath: rg.path("Tuist/ProjectDescriptionHelpers"), withIntermediateDirectories: true)
        func target(_ name: String) -> String {
            ".target(name: \(name), destinations: .iOS, product: .framework, bundleId: \"com.example\", sources: [\"Sources/**\"])"
        }
        let same = (0..<Self.calls).map { _ in "module(name: name)" }.joined(separator: ", ")
        let spread = (0..<Self.calls).map { "spread(name: \"\\(name)\($0)\")" }.joined(separator: ", ")
        try rg.write(
            """
            import ProjectDescription

            extension Project {
                public static func module(name: String) -> Project {
                    let again = [\(same)]
                    return Project(name: name, targets: [\(target("name"))])
                }

                public static func spread(name: String) -> Project {
                    let again = [\(spread)]
                    return Project(name: name, targets: [\(target("name"))])
                }
            }

            """, to: "Tuist/ProjectDescriptionHelpers/Project+Module.swift")
        for feature in 0..<12 {
            let name = "Feature\(feature)"
            try manager.createDirectory(atPath: rg.path("Features/\(name)/Sources"), withIntermediateDirectories: true)
            try rg.write(
                "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
                    + "let project = Project.\(helper)(name: \"\(name)\")\n", to: "Features/\(name)/Project.swift")
            try rg.write(
                """
                import RIBs
                protocol \(name)Dependency: Dependency {}
                final class \(name)Router: LaunchRouter<\(name)Interactable, \(name)ViewControllable> {}
                final class \(name)Builder: Builder<\(name)Dependency> {
                    func build() -> \(name)Routing { \(name)Router(interactor: \(name)Interactor()) }
                }

                """, to: "Features/\(name)/Sources/\(name)Builder.swift")
        }
        return rg
    }

    /// `ribgraph scan . -o app.json arguments...`, under `ulimit -v kibibytes` when given; how long it took.
    private func scan(_ rg: RibgraphRunner, _ arguments: [String] = [], memory kibibytes: Int? = nil) throws -> (
        result: RibgraphRunner.Result, seconds: Double
    ) {
        let started = ContinuousClock.now
        let command = ["scan", ".", "-o", "app.json"] + arguments
        let result =
            try kibibytes.map { limit in
                try rg.run(
                    ["-c", "ulimit -v \(limit) && exec \"$0\" \"$@\"", try RibgraphRunner.binary().path] + command,
                    program: "/bin/sh", timeout: Self.timeout)
            } ?? rg.run(command, timeout: Self.timeout)
        let elapsed = ContinuousClock.now - started
        return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    private func modules(_ rg: RibgraphRunner) throws -> [String] {
        try TraceDecoder().decode(contentsOfFile: rg.path("app.json")).ribs.map { "\($0.name) in \($0.module ?? "-")" }
            .sorted()
    }

    func testAHelperCallingItselfIsReadOncePerValueAndItsTargetsAreKept() throws {
        let rg = try workspace(helper: "module")
        defer { rg.tearDown() }
        let (result, seconds) = try scan(rg)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThan(seconds, 20, "twelve manifests took the whole parse limit each (about 120 s) before")
        XCTAssertFalse(result.stderr.contains("to parse"), result.stderr)
        XCTAssertEqual(try modules(rg), (0..<12).map { "Feature\($0) in Feature\($0)" }.sorted())
    }

    func testAHelperSpreadingIntoNewValuesAtEveryLevelIsBoundedWithAWarning() throws {
        let rg = try workspace(helper: "spread")
        defer { rg.tearDown() }
        let (result, seconds) = try scan(rg)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThan(seconds, 30, result.stderr)
        let bounded = result.stderr.split(separator: "\n").filter { $0.contains("distinct helper readings") }
        XCTAssertEqual(bounded.count, 12, result.stderr)
        XCTAssertTrue(
            bounded.allSatisfy {
                $0.hasSuffix(
                    "warning: its helper calls stand for more than 256 distinct helper readings (a helper calling "
                        + "itself?); the calls past them name their targets by the names passed to them")
            }, result.stderr)
        XCTAssertEqual(try modules(rg).count, 12)
    }

    func testUnderA4GiBMemoryLimitTheScanEndsAndReadersPastTheirTimeStop() throws {
        let rg = try workspace(helper: "spread")
        defer { rg.tearDown() }
        let limit = 4 << 20
        let plain = try scan(rg, memory: limit)
        XCTAssertEqual(plain.result.status, 0, plain.result.stderr)
        XCTAssertEqual(try modules(rg).count, 12)
        // Every manifest over its time: each reader is given up on. Before, each went on for seconds on its 512 MiB
        // stack, the file readers' threads then found no room, and the scan waited forever after "reading 12 Swift
        // files"; now each stops by itself. A tenth of a millisecond is over on any machine (0.3 s was not, on a
        // quiet one: the manifests then parsed in time and the test failed).
        let hurried = try scan(rg, ["--max-parse-seconds", "0.0001"], memory: limit)
        XCTAssertEqual(hurried.result.status, 0, hurried.result.stderr)
        XCTAssertFalse(hurried.result.killedBySignal, hurried.result.stderr)
        // (When the helper file itself is over its time, no manifest reads it.)
        let over = "warning: it took longer than 0.0001 s to parse (raise it with --max-parse-seconds)"
        XCTAssertTrue(
            hurried.result.stderr.contains("Project.swift:1: " + over)
                || hurried.result.stderr.contains("Project+Module.swift:1: " + over), hurried.result.stderr)
        XCTAssertLessThan(hurried.seconds, 60, hurried.result.stderr)
    }
}
