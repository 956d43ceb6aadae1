/// Every rule `ribgraph check` knows, in the order it reports them: adding a rule is one file in
/// Rules/Checks (its check, its options and its value in a ``RuleSet``) and one entry here. ``RuleSet``'s reading, its defaults,
/// `check --help`, `ribgraph init`'s starter file and docs/rules.md's table are all made from this list.
enum RuleRegistry {
    static let all: [any ArchitectureRule] = [
        MaxDepthRule(), MaxNavigationDepthRule(), MaxFanOutRule(), MaxViewlessChainRule(), MaxTunnelRule(),
        ForbiddenEdgeRule(), ProvidedByRule(), UnprovidedPropertyRule(), MustBeLeafRule(), ViewlessPartRule(),
        SuspectedLeakRule(),
    ]

    /// Every key a rules file may hold, each once: the rules' own keys in the order above, then the settings
    /// they share. ``RuleSet`` reads them in this order, and an unknown key's error lists them so.
    static let options: [RuleOption] = {
        let own = all.map { $0.options[0] }
        var seen = Set(own.map(\.key))
        return own + all.flatMap { $0.options.dropFirst() }.filter { seen.insert($0.key).inserted }
    }()

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
