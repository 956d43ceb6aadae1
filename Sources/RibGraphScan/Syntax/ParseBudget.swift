import SwiftParser
import SwiftSyntax

/// The one budget every file the scan parses keeps, Swift sources and manifests alike (``ScanLimits``): its
/// bytes are checked for nesting before SwiftParser sees them (``NestingCheck``), and its tree for depth
/// before anything recurses into it (``TreeDepthProbe``). The size and time limits are kept by the callers,
/// which read the file and run this on a thread they can give up on.
enum ParseBudget {
    /// Why a file is left out, and the line where it went past a limit.
    typealias Refusal = NestingCheck.Refusal

    /// The syntax tree of `source` (which lives at `path`, as printed), or why it is left out.
    static func tree(
        _ source: [UInt8], path: String, mode: LanguageMode, limits: ScanLimits
    ) -> Result<SourceFileSyntax, Refusal> {
        if let refusal = NestingCheck.refusal(source, limits: limits) {
            return .failure(Refusal(line: refusal.line, reason: "its \(refusal.reason)"))
        }
        let version: Parser.SwiftVersion = mode == .swift6 ? .v6 : .v5
        let tree = source.withUnsafeBufferPointer {
            Parser.parse(source: $0, maximumNestingLevel: limits.maxNesting, swiftVersion: version)
        }
        if let deepest = TreeDepthProbe.deepestNode(in: tree, over: limits.maxTreeDepth) {
            let line = SourceLocationConverter(fileName: path, tree: tree).location(for: deepest.position).line
            return .failure(
                Refusal(
                    line: line,
                    reason: "its syntax tree is deeper than \(limits.maxTreeDepth) levels here "
                        + "(a long chain of `else if`s, member accesses, calls, `try`s or operators; "
                        + "raise it with --max-nesting)"))
        }
        return .success(tree)
    }

    /// What `use` makes of the tree of `source` (at `path`, as printed), parsed and used within `limits`
    /// and ``ScanLimits/parseSeconds`` (`use` is handed the deadline, and stops when it is past), or why it
    /// is left out.
    static func withinDeadline<Value>(
        _ source: [UInt8], path: String, mode: LanguageMode, limits: ScanLimits,
        _ use: @escaping @Sendable (SourceFileSyntax, Deadline) -> Value
    ) -> Result<Value, Refusal> {
        let outcome = DeadlineThread.run(seconds: limits.parseSeconds) { deadline in
            tree(source, path: path, mode: mode, limits: limits).map { use($0, deadline) }
        }
        switch outcome {
        case .finished(let result): return result
        case .overTime: return .failure(Refusal(line: 1, reason: tooSlow(limits)))
        case .refused(let refusal): return .failure(Refusal(line: 1, reason: refusal.reason))
        }
    }

    /// Why a file that took longer than ``ScanLimits/parseSeconds`` to parse is left out.
    static func tooSlow(_ limits: ScanLimits) -> String {
        "it took longer than \(ScanLimits.seconds(limits.parseSeconds)) to parse (raise it with --max-parse-seconds)"
    }
}
