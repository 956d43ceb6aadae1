/// What makes `ribgraph diff --fail-on` exit 1 (after writing its output).
public enum DiffGate: String, Sendable, CaseIterable {
    /// HEAD's tree is deeper than BASE's.
    case addedDepth = "added-depth"
    /// HEAD breaks a rule that BASE does not (violations matched as a ``Baseline`` matches them).
    case newViolations = "new-violations"
    /// Anything changed.
    case any

    /// Why `diff` fails this gate, or nil when it passes; `rules` for ``newViolations``.
    public func failure(of diff: Diff, rules: RuleSet) -> String? {
        switch self {
        case .addedDepth:
            let before = diff.base.metrics.depth.maximum, after = diff.head.metrics.depth.maximum
            return after > before ? "HEAD's maximum depth \(after) exceeds BASE's \(before)" : nil
        case .newViolations:
            let checker = RuleChecker(rules: rules)
            let old = checker.check(trace: diff.base.side.trace, tree: diff.base.tree, metrics: diff.base.metrics)
            let new = checker.check(trace: diff.head.side.trace, tree: diff.head.tree, metrics: diff.head.metrics)
            let fresh = Baseline(violations: old).compare(new).new
            return fresh.isEmpty ? nil
                : "\(fresh.count) new violation\(fresh.count == 1 ? "" : "s") in HEAD:\n"
                    + fresh.map { "  " + TerminalText.line($0.line) }.joined(separator: "\n")
        case .any:
            return diff.diff.isEmpty ? nil : "the RIB tree changed (\(diff.diff.summary))"
        }
    }
}
