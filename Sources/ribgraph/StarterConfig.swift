import Foundation
import RibAnalysis
import RibTrace

/// The text `ribgraph init` writes: every key of ``ProjectConfig`` with a comment saying what it does, the
/// default rules with how the app fares against each today, and the baseline when one was written.
struct StarterConfig {
    var app: String
    var paths: [String]
    var excludes: [String]
    var violations: [Violation]
    var baseline: String?

    var text: String {
        var lines = [
            "# ribgraph's settings for this app, written by `ribgraph init` (see docs/config.md).",
            "# Every ribgraph command run in this folder reads them; a flag on the command line wins.",
            "",
            "# The app's name in traces, pictures and pull-request comments.",
            "app: \(Self.quoted(app))",
            "",
            "# The Swift files and folders `ribgraph scan` reads. Hidden folders, Pods, Carthage, .build,",
            "# DerivedData and test targets are always skipped.",
            "paths: [\(paths.map(Self.quoted).joined(separator: ", "))]",
            "",
            "# Globs left out of the scan, matched against each file's and folder's path and name, e.g. \"*Mock*\".",
            "excludes: [\(excludes.map(Self.quoted).joined(separator: ", "))]",
            "",
            "# The architecture rules `ribgraph check` holds the app to (docs/rules.md): today's defaults.",
            "rules:",
        ]
        let width = RuleDefault.all.map { "\($0.key): \($0.limit)".count }.max() ?? 0
        for rule in RuleDefault.all {
            let count = violations.filter { $0.rule == rule.rule }.count
            let today =
                count == 0 ? "the app passes" : "\(count) violation\(count == 1 ? "" : "s") today, in the baseline"
            let entry = "\(rule.key): \(rule.limit)"
            lines.append("  \(entry)\(String(repeating: " ", count: width - entry.count))  # \(rule.limits); \(today)")
        }
        lines.append("")
        if let baseline {
            lines += [
                "# The violations the app had when this file was written: `ribgraph check` fails only on new ones.",
                "# Shrink it as they are fixed: ribgraph check TRACE --write-baseline \(baseline)",
                "baseline: \(Self.quoted(baseline))",
            ]
        } else {
            lines += [
                "# The app passes these rules: no baseline is needed (`ribgraph check --write-baseline` writes one)."
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar: JSON's escaping, which YAML reads the same way.
    private static func quoted(_ text: String) -> String {
        JSONStringLiteral.quote(text)
    }
}
