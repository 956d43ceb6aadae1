import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// `ribgraph scan` on hostile sources (issue 20): each case ends with a warning naming the file and the
/// limit, and the scan still writes the RIBs beside it. The hostile files are generated here, never committed.
final class ScanHardeningTests: XCTestCase {
    /// Long enough for any case on a busy machine; only a build that hangs reaches it.
    private static let timeout = Duration.seconds(120)

    /// A RIB (builder, dependency, component) named `name`, whose builder creates `children`' builders.
    private static func rib(_ name: String, children: [String] = [], launch: Bool = false) -> String {
        let creates = children.map { "_ = \($0)Builder(dependency: component)" }.joined(separator: "; ")
        let router =
            launch ? "final class \(name)Router: LaunchRouter<\(name)Interactable, \(name)ViewControllable> {}\n" : ""
        return """
            import RIBs
            protocol \(name)Dependency: Dependency {}
            final class \(name)Component: Component<\(name)Dependency> {}
            \(router)final class \(name)Builder: Builder<\(name)Dependency> {
                func build() -> \(name)Routing {
                    let component = \(name)Component(dependency: dependency); \(creates)
                    return \(name)Router(interactor: \(name)Interactor())
                }
            }

            """
    }

    private func folder(_ rg: RibgraphRunner, _ name: String) throws {
        try FileManager.default.createDirectory(
            at: rg.folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }

    /// The warnings, but the one saying that no RIB is launched: these apps are a hostile file beside a RIB or two.
    private func warnings(_ result: RibgraphRunner.Result) -> [String] {
        result.stderr.split(separator: "\n").filter {
            $0.contains("warning: ") && !$0.contains("warning: no RIB is launched")
        }
        .map(String.init)
    }

    private func trace(_ rg: RibgraphRunner, _ name: String = "app.json") throws -> Trace {
        try TraceDecoder().decode(contentsOfFile: rg.path(name))
    }

    func testSquareBracketsNestedPastTheLimitAreLeftOutBeforeTheParserSpendsHoursOnThem() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        try rg.write(Self.rib("Root"), to: "App/Root.swift")
        try rg.write("let x = " + String(repeating: "[", count: 28) + "\n", to: "App/Brackets.swift")
        try rg.write(
            "let y: " + String(repeating: "[", count: 28) + "Int" + String(repeating: "]", count: 28) + "\n",
            to: "App/ArrayType.swift")
        try rg.write(
            "let z = " + String(repeating: "[", count: 11) + String(repeating: "]", count: 11) + "\n",
            to: "App/Eleven.swift")
        let result = try rg.run(["scan", "App", "-o", "app.json"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        let reason =
            "warning: its square brackets nest deeper than 10 levels (SwiftParser's time doubles with each; "
            + "raise it with --max-bracket-nesting); the file is left out"
        XCTAssertEqual(
            warnings(result),
            [
                "App/ArrayType.swift:1: \(reason)", "App/Brackets.swift:1: \(reason)",
                "App/Eleven.swift:1: \(reason)",
            ])
        XCTAssertEqual(try trace(rg).ribs.map(\.id), ["Root"])

        let raised = try rg.run(
            ["scan", "App/Eleven.swift", "App/Root.swift", "-o", "app.json", "--max-bracket-nesting", "11"],
            timeout: Self.timeout)
        XCTAssertEqual(raised.status, 0, raised.stderr)
        XCTAssertEqual(warnings(raised), [], "11 levels are read with the limit raised to 11")
    }

    func testAFileOverItsParseTimeIsLeftOutAndTheScanGoesOn() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        try rg.write(Self.rib("Root"), to: "App/Root.swift")
        try rg.write("let x = " + String(repeating: "[", count: 28) + "\n", to: "App/Brackets.swift")
        let result = try rg.run(
            ["scan", "App", "-o", "app.json", "--max-bracket-nesting", "40", "--max-parse-seconds", "1"],
            timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            warnings(result),
            [
                "App/Brackets.swift:1: warning: it took longer than 1 s to parse "
                    + "(raise it with --max-parse-seconds); the file is left out"
            ])
        XCTAssertEqual(try trace(rg).ribs.map(\.id), ["Root"])
    }

    func testDeepNestingAndLongChainsAreLeftOutInsteadOfOverflowingTheStack() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        try rg.write(Self.rib("Root"), to: "App/Root.swift")
        let hostile = [
            "Generic": "let x: " + String(repeating: "A<", count: 1_500) + "B" + String(repeating: ">", count: 1_500),
            "PoundIf": String(repeating: "#if A\n", count: 10_000) + String(repeating: "#endif\n", count: 10_000),
            "Try": "let x = " + String(repeating: "try ", count: 10_000) + "f()",
            "Member": "let x = a" + String(repeating: ".b", count: 100_000),
            "Call": "let x = a" + String(repeating: "()", count: 100_000),
            "Optional": "let x = a" + String(repeating: "?.b", count: 100_000),
            "Interpolation": "let x = " + String(repeating: "\"\\(", count: 2_000)
                + String(repeating: ")\"", count: 2_000),
        ]
        for (name, text) in hostile { try rg.write(text + "\n", to: "App/\(name).swift") }
        let result = try rg.run(["scan", "App", "-o", "app.json"], timeout: Self.timeout)
        XCTAssertFalse(result.killedBySignal, result.stderr)
        XCTAssertEqual(result.status, 0, result.stderr)
        let nesting = "(raise it with --max-nesting); the file is left out"
        let chain = "warning: its chain of member accesses, calls, `!`s or `try`s is longer than 1024 links \(nesting)"
        let deep = "warning: its brackets, braces, `#if`s and interpolations nest deeper than 64 levels \(nesting)"
        XCTAssertEqual(
            warnings(result),
            [
                "App/Call.swift:1: \(chain)", "App/Generic.swift:1: \(deep)", "App/Interpolation.swift:1: \(deep)",
                "App/Member.swift:1: \(chain)", "App/Optional.swift:1: \(chain)", "App/PoundIf.swift:65: \(deep)",
                "App/Try.swift:1: \(chain)",
            ])
        XCTAssertEqual(try trace(rg).ribs.map(\.id), ["Root"])
    }

    func testAnElseIfChainDeeperThanTheTreeLimitIsLeftOutWithItsLine() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        try rg.write(Self.rib("Root"), to: "App/Root.swift")
        // Braces open and close, so only the syntax tree, where each `else if` holds the next, is deep.
        let branches = (1...3_000).map { " else if a == \($0) {}" }.joined()
        try rg.write("func f(a: Int) {\n    if a == 0 {}\(branches)\n}\n", to: "App/Branches.swift")
        let result = try rg.run(["scan", "App", "-o", "app.json"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            warnings(result),
            [
                "App/Branches.swift:2: warning: its syntax tree is deeper than 2048 levels here "
                    + "(a long chain of `else if`s, member accesses, calls, `try`s or operators; raise it with --max-nesting); "
                    + "the file is left out"
            ])
        XCTAssertEqual(try trace(rg).ribs.map(\.id), ["Root"])
    }

    func testAFileLargerThanTheLimitIsLeftOutUnread() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        try rg.write(Self.rib("Root"), to: "App/Root.swift")
        try rg.write(
            String(
                repeating: "// padding padding padding padding padding padding padding padding padding\n",
                count: 70_000), to: "App/Huge.swift")
        let result = try rg.run(["scan", "App", "-o", "app.json"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            warnings(result),
            [
                "App/Huge.swift:1: warning: it is larger than the 4 MiB a scan reads "
                    + "(raise it with --max-file-size); the file is left out"
            ])
        // A debug parser on a loaded machine may take longer than the default budget on 5 MB: the time budget
        // is not what this test is about.
        let raised = try rg.run(
            ["scan", "App", "-o", "app.json", "--max-file-size", "8", "--max-parse-seconds", "600"],
            timeout: Self.timeout)
        XCTAssertEqual(warnings(raised), [])
    }

    func testTwoAppsWithTheSameNamesAreEachWiredWithinTheirOwnModule() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let fixture = packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures/Tutorial4")
        for copy in ["One", "Two"] {
            try FileManager.default.copyItem(at: fixture, to: rg.folder.appendingPathComponent(copy))
        }
        let result = try rg.run(["scan", "One", "Two", "-o", "app.json"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try trace(rg)
        XCTAssertEqual(trace.ribs.count, 14)
        let module = Dictionary(uniqueKeysWithValues: trace.ribs.map { ($0.id, $0.module) })
        XCTAssertEqual(
            trace.routes.count, 2 * 6, trace.routes.map { "\($0.parent) → \($0.child)" }.joined(separator: "\n"))
        for route in trace.routes {
            XCTAssertEqual(
                module[route.parent], module[route.child], "\(route.parent) → \(route.child) crosses modules")
        }

        let once = try rg.run(["scan", "One", "./One/../One", "-o", "once.json"], timeout: Self.timeout)
        XCTAssertEqual(once.status, 0, once.stderr)
        XCTAssertTrue(once.stderr.contains("scan: reading 39 Swift files"), once.stderr)
        XCTAssertEqual(try self.trace(rg, "once.json").ribs.count, 7)
    }

    func testAChainThousandsOfRIBsDeepSearchesANearestPartOfTheComponentChain() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        let count = 300
        var text = ""
        for number in 0..<count {
            let child = number + 1 < count ? "_ = C\(number + 1)Builder(dependency: component); " : ""
            let session = number == 0 ? "let session = Session()" : "var session: Session { dependency.session }"
            text += """
                protocol C\(number)Dependency: Dependency { var session: Session { get } }
                final class C\(number)Component: Component<C\(number)Dependency> { \(session) }
                final class C\(number)Builder: Builder<C\(number)Dependency> {
                    func build() -> Routing { let component = C\(number)Component(dependency: dependency); \(child)return C\(number)Router() }
                }

                """
        }
        try rg.write(text, to: "App/Chain.swift")
        let result = try rg.run(["scan", "App", "-o", "app.json"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try trace(rg).ribs.count, count)
        let last = try XCTUnwrap(warnings(result).first { $0.contains("C299Dependency.session: ") })
        XCTAssertTrue(
            last.contains("followed to C43Component.session"), "every forward followed, to the last searched: \(last)")
        XCTAssertTrue(last.contains("the search stopped at the nearest 256 components of a longer chain"), last)
        // C256's search reaches C0Component, the 256th component up: through 255 forwards, each a hop.
        let session = { (rib: String) in
            try XCTUnwrap(self.trace(rg).dependencies.first { $0.child == rib }?.properties.first)
        }
        let reached = try session("C256")
        XCTAssertEqual(reached.providedBy, "C0Component")
        XCTAssertEqual(reached.via.map(\.component), (0...255).reversed().map { "C\($0)Component" })
        XCTAssertEqual(try session("C1").via, [], "provided by the satisfying component itself: no hops")
        XCTAssertNil(try session("C257").providedBy, "C0Component is the 257th component up")
    }

    /// Links out of the scanned folder (to `Shared`) are followed with --follow-links only (issue 31).
    func testLinksAreFollowedOnceAndEveryFolderLeftOutIsReported() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        for name in ["App/Root", "Shared/Child"] { try folder(rg, name) }
        try rg.write(Self.rib("Root", children: ["Child", "Leaf"]), to: "App/Root/Root.swift")
        try rg.write(Self.rib("Child"), to: "Shared/Child/Child.swift")
        try rg.write(Self.rib("Leaf"), to: "Shared/Leaf.swift")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: rg.path("App/Child"), withDestinationPath: "../Shared/Child")
        try manager.createSymbolicLink(atPath: rg.path("App/Leaf.swift"), withDestinationPath: "../Shared/Leaf.swift")
        try manager.createSymbolicLink(atPath: rg.path("App/Root/Loop"), withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: rg.path("App/Gone.swift"), withDestinationPath: "Nowhere.swift")
        let result = try rg.run(["scan", "App", "-o", "app.json", "--follow-links"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try trace(rg).ribs.map(\.id).sorted(), ["Child", "Leaf", "Root"])
        XCTAssertTrue(result.stderr.contains("scan: reading 3 Swift files"), result.stderr)
        let real = try XCTUnwrap(
            realpath(rg.path("App"), nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
        XCTAssertEqual(
            warnings(result),
            [
                "warning: App/Gone.swift: a symbolic link to nothing (Nowhere.swift); it is left out",
                "warning: App/Root/Loop: a link to a folder this scan already reads (\(real)); read once",
            ])
    }

    /// Root reads every folder: the scan runs as nobody (setpriv) so that permissions apply.
    func testUnreadableFoldersAreReportedAndAnUnreadablePathIsMissingInput() throws {
        let rg = try RibgraphRunner()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: rg.path("App/Secret"))
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: rg.path("Closed"))
            rg.tearDown()
        }
        for name in ["App/Secret", "Closed"] { try folder(rg, name) }
        try rg.write(Self.rib("Root"), to: "App/Root.swift")
        try rg.write(Self.rib("Hidden"), to: "App/Secret/Hidden.swift")
        for name in ["App/Secret", "Closed"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: rg.path(name))
        }
        let binary = try RibgraphRunner.binary().path
        let asNobody = getuid() == 0 ? ["--reuid=65534", "--regid=65534", "--clear-groups", binary] : []
        let program = getuid() == 0 ? "/usr/bin/setpriv" : "ribgraph"
        let result = try rg.run(asNobody + ["scan", "App", "-o", "-"], program: program, timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            warnings(result), ["warning: App/Secret: cannot read this folder (permission denied); it is left out"])

        let closed = try rg.run(asNobody + ["scan", "Closed", "-o", "-"], program: program, timeout: Self.timeout)
        XCTAssertEqual(closed.status, 66, closed.stderr)
        XCTAssertEqual(closed.stderr, "ribgraph: Closed: cannot be read: permission denied\n")
    }

    func testRIBsReachedOnlyFromEachOtherAreKeptAndReported() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        try rg.write(Self.rib("Root", launch: true), to: "App/Root.swift")
        try rg.write(Self.rib("Ping", children: ["Pong"]), to: "App/Ping.swift")
        try rg.write(Self.rib("Pong", children: ["Ping"]), to: "App/Pong.swift")
        let result = try rg.run(["scan", "App", "-o", "app.json"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try trace(rg).ribs.map(\.id), ["Ping", "Pong", "Root"])
        XCTAssertEqual(
            warnings(result),
            ["Ping", "Pong"].map { name in
                "App/\(name).swift:4: warning: \(name): no launched RIB reaches it (nothing attaches it, or only RIBs that are not "
                    + "reached); kept in the trace apart from the tree"
            })
    }

    func testBacktickedNamesAreTheNamesWithoutBackticks() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        try rg.write(Self.rib("Root"), to: "App/Root.swift")
        try rg.write(
            """
            protocol `ChildBuildable` {}
            protocol ChildDependency: Dependency {}
            final class `ChildBuilder`: Builder<`ChildDependency`>, `ChildBuildable` {}
            final class RootRouter: ViewableRouter<RootInteractable, RootViewControllable> {
                private let `child`: `ChildBuildable`
            }

            """, to: "App/Child.swift")
        let result = try rg.run(["scan", "App", "-o", "app.json"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try trace(rg)
        XCTAssertEqual(trace.ribs.map(\.id), ["Child", "Root"])
        XCTAssertEqual(trace.rib("Child")?.dependency, "ChildDependency")
        XCTAssertEqual(trace.routes.map { "\($0.parent) → \($0.child)" }, ["Root → Child"])
    }

    func testMoreRIBTypesThanTheCapStopTheScanInsteadOfWritingATraceTooLargeToRead() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try folder(rg, "App")
        try rg.write(Self.rib("Root", children: ["Child"]) + Self.rib("Child"), to: "App/Root.swift")
        let result = try rg.run(["scan", "App", "-o", "app.json", "--max-ribs", "1"], timeout: Self.timeout)
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(
            result.stderr.hasSuffix(
                "ribgraph: scan: 2 RIB types, more than the 1 one scan writes "
                    + "(raise it with --max-ribs, or scan less with --exclude)\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: rg.path("app.json")))
    }
}
