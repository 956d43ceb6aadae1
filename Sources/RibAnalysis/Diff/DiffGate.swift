import RibTrace

/// What makes `ribgraph diff --fail-on` exit 1 (after writing its output).
package enum DiffGate: String, Sendable, CaseIterable {
    /// HEAD's tree is deeper than BASE's.
    case addedDepth = "added-depth"
    /// HEAD breaks a rule that BASE does not (violations matched by rule, key and RIB, wherever it moved).
    case newViolations = "new-violations"
    /// Anything changed.
    case any

    /// HEAD's violations that BASE does not have, matched by ``Violation/subjectFingerprint``: a RIB under a
    /// moved parent keeps its known violations.
    private static func fresh(_ new: [Violation], comparedWith old: [Violation]) -> [Violation] {
        var remaining: [String: Int] = [:]
        for violation in old { remaining[violation.subjectFingerprint, default: 0] += 1 }
        return new.filter { violation in
            guard let count = remaining[violation.subjectFingerprint], count > 0 else { return true }
            remaining[violation.subjectFingerprint] = count - 1
            return false
        }
    }

    /// Nothing when the diff lists a change of the violation's RIB; else why it is new all the same: a
    /// change below it (a deeper or wider subtree), or no listed change at all.
    private static func explanation(_ violation: Violation, diff: Diff) -> String {
        let id = violation.subject
        let listed = diff.diff.changes
        guard !listed.contains(where: { $0.rib == id }) else { return "" }
        let trace = diff.head.side.trace
        if let node = trace.index(ofRIB: id), diff.head.tree.isAttached[node] {
            let below = Set(diff.head.tree.subtree(of: node).map { trace.ribs[$0].id })
            if let change = listed.first(where: { below.contains($0.rib) }) {
                return " (\(id) itself is unchanged; below it: \(change.name), \(change.kind.rawValue))"
            }
        }
        return " (no change to \(id) is listed: the rules see a difference the diff does not report)"
    }

    /// Why `diff` fails this gate, or nil when it passes; `rules` for ``newViolations``.
    package func failure(of diff: Diff, rules: RuleSet) -> String? {
        switch self {
        case .addedDepth:
            let before = diff.base.metrics.depth.maximum, after = diff.head.metrics.depth.maximum
            return after > before ? "HEAD's maximum depth \(after) exceeds BASE's \(before)" : nil
        case .newViolations:
            let checker = RuleChecker(rules: rules)
            let old = checker.check(trace: diff.base.side.trace, tree: diff.base.tree, metrics: diff.base.metrics)
            let new = checker.check(trace: diff.head.side.trace, tree: diff.head.tree, metrics: diff.head.metrics)
            let fresh = Self.fresh(new, comparedWith: old)
            return fresh.isEmpty
                ? nil
                : "\(fresh.count) new violation\(fresh.count == 1 ? "" : "s") in HEAD:\n"
                    + fresh.map { "  " + TerminalText.line($0.line + Self.explanation($0, diff: diff)) }.joined(
                        separator: "\n")
        case .any:
            return diff.diff.isEmpty ? nil : "the RIB tree changed (\(diff.diff.summary))"
        }
    }
}
