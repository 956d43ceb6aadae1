/// Every rule `ribgraph check` knows, in the order it reports them: adding a rule is one file in
/// Rules/Checks and one entry here.
enum RuleRegistry {
    static let all: [any ArchitectureRule] = [
        MaxDepthRule(), MaxFanOutRule(), MaxViewlessChainRule(), MaxTunnelRule(),
        ForbiddenEdgeRule(), ProvidedByRule(), MustBeLeafRule(), SuspectedLeakRule(),
    ]

    /// docs/rules.md's table of rules-file keys: a row per key, where it first appears among the rules'
    /// options; a rule's own key carries the rule's id, what breaks it and where, a shared setting what it does.
    static var markdownTable: String {
        var rows = ["| key | rule id | value | broken when (in the checked tree) | where |", "|---|---|---|---|---|"]
        var seen: Set<String> = []
        for rule in all {
            for (number, option) in rule.options.enumerated() where seen.insert(option.key).inserted {
                rows.append(
                    number == 0
                        ? "| `\(option.key)` | `\(rule.id.rawValue)` | \(option.value) | \(rule.summary) | \(rule.reportedAt) |"
                        : "| `\(option.key)` | (none) | \(option.value) | \(option.effect ?? "") | |")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
