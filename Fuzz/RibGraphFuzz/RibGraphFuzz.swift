import Foundation
import RibAnalysis
import RibGraph
import RibGraphScan
import RibOutput
import RibTrace

/// What one fuzzing input is fed to: a trace (decoded, replayed, turned into a scene, laid out and, when
/// small, drawn by Graphviz), a rules file (read as YAML and as JSON, then checked against a small tree),
/// a source tree (Swift files separated by `// FILE` lines, scanned; the trace written must read back), a
/// manifest (a `Package.swift` and a Tuist `Project.swift` beside sources, scanned), a glob (a Tuist
/// `sources:` glob on the first line, the files of the tree it is matched against on the next ones), a settings
/// file (`.ribgraph.yml`, read from a folder) or Tuist helpers (the helper file, then the manifests that call
/// it, separated by `// FILE` lines, scanned as a workspace).
enum FuzzTarget: String, CaseIterable, Sendable {
    case trace
    case rules
    case scan
    case manifest
    case glob
    case settings
    case helpers

    /// The line between two files of a `scan` input.
    static let fileSeparator = Array("\n// FILE\n".utf8)

    /// Scenes up to this many nodes are also drawn; larger ones stop after the layout, so one input stays
    /// well inside libFuzzer's time limit and the run keeps its pace.
    static let drawnNodeLimit = 60

    /// A small tree the rules are checked against, so that a rules file that reads also runs its patterns.
    static let rulesTrace: Trace? = try? TraceDecoder().decode(
        Array(
            """
            {"name": "Root", "children": [{"name": "LoggedOut", "children": []},
              {"name": "LoggedIn", "children": [{"name": "OffGame", "children": [{"name": "ScoreBoard", "children": []}]},
                                                {"name": "TicTacToe", "children": []}]}]}
            """.utf8), file: "rules-fuzz-tree.json")

    /// Feeds `bytes` to this target. Bad input is expected to throw a ribgraph error; anything else (a
    /// trap, a hang, a sanitizer report) is a finding. Returns what happened, for the replaying runner.
    @discardableResult
    func run(_ bytes: [UInt8]) -> String {
        do {
            switch self {
            case .trace: return try Self.runTrace(bytes)
            case .rules: return try Self.runRules(bytes)
            case .scan: return try Self.runScan(bytes)
            case .manifest: return try Self.runManifest(bytes)
            case .glob: return try Self.runGlob(bytes)
            case .settings: return try Self.runSettings(bytes)
            case .helpers: return try Self.runHelpers(bytes)
            }
        } catch {
            return "error: \(error)"
        }
    }

    private static func runTrace(_ bytes: [UInt8]) throws -> String {
        let trace = try TraceDecoder().decode(bytes, file: "fuzz.json")
        try TraceReplayer(trace: LoadedTrace(trace, source: "fuzz.json")).validate()
        var drawn = 0
        let focus = trace.ribs.first?.id
        for options in [SnapshotOptions(dependencies: .properties), SnapshotOptions(focus: focus, depth: 2)] {
            let snapshot = Snapshot(trace: LoadedTrace(trace, source: "fuzz.json"), options: options)
            let scene = try snapshot.scene(of: try snapshot.tree())
            if scene.nodes.count <= drawnNodeLimit {
                drawn += try snapshot.draw(scene, layout: try snapshot.layout(of: scene, format: .svg), format: .svg)
                    .bytes.count
            }
        }
        return "ok: \(trace.ribs.count) RIBs, \(trace.events.count) events, \(drawn) bytes drawn"
    }

    /// Writes the input's files to a fresh folder and scans it; a trace the scan writes that ribgraph would
    /// refuse to read is a finding, as is anything a limit should have caught (a crash, a hang).
    private static func runScan(_ bytes: [UInt8]) throws -> String {
        try scanTree(files(in: bytes).enumerated().map { ("F\($0.offset).swift", $0.element) })
    }

    /// The input as both manifests of an app whose sources are in `Sources/App`, `Sources/Core` and
    /// `Targets/App/Sources`; whatever the manifest says, the scan ends within the limits and warns.
    private static func runManifest(_ bytes: [UInt8]) throws -> String {
        try scanTree(
            [("Package.swift", bytes), ("Project.swift", bytes)]
                + sourcesOfAnApp.map { ($0, aRIB($0)) })
    }

    /// A Tuist project whose one target's `sources:` is the input's first line, over a tree holding the
    /// files named on the next lines (at most 32, each at most 12 folders deep) and the app's sources.
    private static func runGlob(_ bytes: [UInt8]) throws -> String {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let glob = (lines.first ?? "").unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
            scalar == "\\" || scalar == "\"" ? ["\\", scalar] : scalar.value < 0x20 ? [] : [scalar]
        }
        let project =
            Array(
                "import ProjectDescription\nlet project = Project(name: \"F\", targets: [.target(name: \"App\", "
                    .utf8) + Array("sources: [\"\(String(String.UnicodeScalarView(glob)))\"])])\n".utf8)
        let named = lines.dropFirst().prefix(32).compactMap { line -> String? in
            let parts = line.split(separator: "/").filter { $0 != "." && $0 != ".." && !$0.contains("\0") }.prefix(12)
            return parts.isEmpty ? nil : parts.map { String($0.prefix(64)) }.joined(separator: "/") + ".swift"
        }
        return try scanTree(
            [("Project.swift", project)] + (sourcesOfAnApp + named).map { ($0, aRIB($0)) })
    }

    /// The input as a Tuist workspace: its first file the helpers (`Tuist/ProjectDescriptionHelpers`), each
    /// next one a feature's `Project.swift` beside a RIB; whatever the helpers do, the scan ends within the
    /// limits (a helper calling itself was read K⁴ times, issue 41).
    private static func runHelpers(_ bytes: [UInt8]) throws -> String {
        let parts = files(in: bytes)
        let manifests = parts.dropFirst().prefix(12).enumerated().flatMap { index, manifest in
            [("Features/F\(index)/Project.swift", manifest), ("Features/F\(index)/Sources/F.swift", aRIB("F\(index)"))]
        }
        return try scanTree(
            [("Tuist/ProjectDescriptionHelpers/Helpers.swift", parts[0])] + manifests
                + [("Sources/App/A.swift", aRIB("Sources/App/A.swift"))])
    }

    /// The input as a `.ribgraph.yml` read from a fresh folder: a settings file that does not read throws an
    /// error whose message is one line, shows no hidden character and quotes at most excerpts of it.
    private static func runSettings(_ bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribgraph-fuzz-settings-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(ProjectConfig.fileName)
        try Data(bytes).write(to: file)
        do {
            let config = try ProjectConfig.load(
                contentsOfFile: file.path, limits: InputLimits(maxBytes: 1 << 20, maxStringBytes: 16 << 10))
            return "ok: \(config.paths.count) paths, \(config.excludes.count) excludes, rules: \(config.rules != nil)"
        } catch let error as InputError {
            let message = error.description
            precondition(
                !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "an error message holds a hidden character: \(message.debugDescription)")
            let reason = error.reason.utf8.count
            precondition(reason < 512, "an error message quotes more than excerpts (\(reason) bytes)")
            return "error: \(message)"
        }
    }

    /// A RIB's builder and router named after the file at `path`, so that the scan finds RIBs and reads the
    /// manifests to name their modules.
    private static func aRIB(_ path: String) -> [UInt8] {
        let name = "R" + String(path.unicodeScalars.filter { $0.properties.isAlphabetic && $0.isASCII }.prefix(24))
        return Array(
            """
            final class \(name)Builder: Builder<\(name)Dependency> {}
            final class \(name)Router: ViewableRouter<\(name)Interactable, \(name)ViewControllable> {}

            """.utf8)
    }

    /// Where the `manifest` and `glob` targets put an app's Swift files.
    private static let sourcesOfAnApp = ["Sources/App/A.swift", "Sources/Core/C.swift", "Targets/App/Sources/T.swift"]

    /// Writes `files` (paths relative to a fresh folder) and scans the folder; the trace the scan writes
    /// must read back.
    private static func scanTree(_ files: [(path: String, bytes: [UInt8])]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribgraph-fuzz-scan-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(file.bytes).write(to: url)
        }
        let result = try SourceScanner.scan(paths: [folder.path])
        let written = try TraceDecoder().decode(TraceEncoder.encode(result.trace), file: "fuzz-scan.json")
        precondition(written.ribs.count == result.trace.ribs.count, "the scan's trace reads back with other RIBs")
        return
            "ok: \(result.trace.ribs.count) RIBs, \(result.trace.routes.count) routes, \(result.diagnostics.count) warnings"
    }

    /// The files of a `scan` input: its bytes split at each ``fileSeparator``.
    private static func files(in bytes: [UInt8]) -> [[UInt8]] {
        var files: [[UInt8]] = []
        var start = 0, at = 0
        while at + fileSeparator.count <= bytes.count {
            if bytes[at..<(at + fileSeparator.count)].elementsEqual(fileSeparator) {
                files.append(Array(bytes[start..<at]))
                at += fileSeparator.count
                start = at
            } else {
                at += 1
            }
        }
        files.append(Array(bytes[start...]))
        return files
    }

    private static func runRules(_ bytes: [UInt8]) throws -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { return "not UTF-8" }
        var outcomes: [String] = []
        for yaml in [true, false] {
            do {
                let rules = try RuleSet.decode(text, file: yaml ? "fuzz.yml" : "fuzz.json", yaml: yaml)
                if let trace = rulesTrace {
                    let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "rules-fuzz-tree.json")).tree()
                    outcomes.append("\(RuleChecker(rules: rules).check(trace: trace, tree: tree).count) violations")
                }
            } catch {
                outcomes.append("error: \(error)")
            }
        }
        return outcomes.joined(separator: "; ")
    }
}

#if FUZZING
/// The target `make fuzz` chose, through RIBGRAPH_FUZZ_TARGET.
let selectedTarget = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["RIBGRAPH_FUZZ_TARGET"] ?? "") ?? .trace

/// libFuzzer's driver, from the fuzzer runtime `-sanitize=fuzzer` links in.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// libFuzzer's entry point: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    selectedTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// SwiftPM links an executable's entry point under this name on Linux (the fuzzer runtime's `main` is
/// not used); it hands the command line to libFuzzer.
@_cdecl("RibGraphFuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
#else
/// Without libFuzzer (a plain `swift build`): `RibGraphFuzz TARGET FILE...` feeds saved inputs to a
/// target and prints what each did, to replay a finding outside the fuzzer.
@main
struct RibGraphFuzzReplay {
    static func main() {
        var arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.popFirst(), let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(
                Data("usage: RibGraphFuzz trace|rules|scan|manifest|glob|settings|helpers FILE...\n".utf8))
            exit(64)
        }
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("RibGraphFuzz: cannot read \(path)\n".utf8))
                exit(66)
            }
            print("\(path): \(target.run(Array(data)))")
        }
    }
}
#endif
