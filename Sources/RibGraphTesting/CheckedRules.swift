import Foundation
import RibAnalysis

/// `ribgraph check`'s violations of one scan, found on the first question and kept for the process.
final class CheckedRules: @unchecked Sendable {
    // Guards `found`.
    private let lock = NSLock()
    private var found: [RuleViolation]?

    /// Every violation of `rules` in `app`, as `ribgraph check` finds them on its trace.
    func violations(of app: ScannedApp, rules: RuleSet) -> [RuleViolation] {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        let violations = RuleChecker(rules: rules).check(trace: app.trace, tree: app.tree, metrics: app.metrics)
        found = violations
        return violations
    }
}
