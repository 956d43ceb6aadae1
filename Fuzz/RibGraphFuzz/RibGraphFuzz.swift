import Foundation
import RibGraph
import RibTrace

/// What one fuzzing input is fed to: a trace (decoded, replayed, turned into a scene, laid out and, when
/// small, drawn by Graphviz) or a rules file (read as YAML and as JSON, then checked against a small tree).
enum FuzzTarget: String, CaseIterable, Sendable {
    case trace
    case rules

    /// Scenes up to this many nodes are also drawn; larger ones stop after the layout, so one input stays
    /// well inside libFuzzer's time limit and the run keeps its pace.
    static let drawnNodeLimit = 60

    /// A small tree the rules are checked against, so that a rules file that reads also runs its patterns.
    static let rulesTrace: Trace? = try? TraceDecoder().decode(Array("""
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
            let layout = snapshot.layout(of: scene)
            if scene.nodes.count <= drawnNodeLimit {
                drawn += try snapshot.draw(scene, layout: layout, format: .svg).bytes.count
            }
        }
        return "ok: \(trace.ribs.count) RIBs, \(trace.events.count) events, \(drawn) bytes drawn"
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
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

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
/// Without libFuzzer (a plain `swift build`): `RibGraphFuzz trace|rules FILE...` feeds saved inputs to a
/// target and prints what each did, to replay a finding outside the fuzzer.
@main
struct RibGraphFuzzReplay {
    static func main() {
        var arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.popFirst(), let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("usage: RibGraphFuzz trace|rules FILE...\n".utf8))
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
