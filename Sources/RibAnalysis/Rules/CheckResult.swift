/// The outcome of checking one tree: every violation found and, against a baseline, which count.
public struct CheckResult: Sendable, Equatable {
    /// Every violation found, in ``RuleChecker``'s order.
    public var violations: [Violation]
    /// The violations that count: all of them, or with a baseline only those it does not know.
    public var new: [Violation]
    /// The violations the baseline knows.
    public var known: [Violation]
    /// The baseline's entries that no longer occur (fixed since it was written).
    public var gone: [Violation]
    /// Whether a baseline was applied.
    var hasBaseline: Bool

    /// Splits `violations` against `baseline`, if any.
    public init(violations: [Violation], baseline: Baseline? = nil) {
        self.violations = violations
        hasBaseline = baseline != nil
        if let baseline {
            (new, known, gone) = baseline.compare(violations)
        } else {
            (new, known, gone) = (violations, [], [])
        }
    }

    /// Whether the check passes: no violation counts.
    public var passed: Bool { new.isEmpty }

    /// The report of the violations that count.
    public var report: ViolationReport { ViolationReport(violations: new, known: known.count) }

    /// The one-line summary `check` prints on standard error, e.g.
    /// `app.json: 5 violations (max-depth 1, max-tunnel 3, must-be-leaf 1)` or
    /// `app.json: 1 new violation (max-depth 1); 5 known from the baseline`.
    public func summary(file: String) -> String {
        let adjective = hasBaseline ? "new " : ""
        var text =
            new.isEmpty
            ? "\(file): no \(adjective)violations"
            : "\(file): \(Self.count(new.count, "\(adjective)violation")) (\(Self.perRule(new)))"
        if hasBaseline {
            text += "; \(known.count) known from the baseline"
            if !gone.isEmpty {
                text +=
                    "; \(Self.count(gone.count, "baseline entry", plural: "baseline entries")) no longer "
                    + (gone.count == 1 ? "occurs" : "occur")
            }
        }
        return text
    }

    private static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }

    private static func perRule(_ violations: [Violation]) -> String {
        Violation.Rule.allCases.compactMap { rule in
            let n = violations.filter { $0.rule == rule }.count
            return n == 0 ? nil : "\(rule.rawValue) \(n)"
        }.joined(separator: ", ")
    }
}
