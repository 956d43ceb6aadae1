/// A rule `check` holds a tree to when no rules file is given, as `check --help` and `ribgraph init`'s starter
/// file name it. Each rule's file declares its own (``RuleOption/limit(_:_:byDefault:)``).
package struct RuleDefault: Sendable, Equatable {
    /// The rules-file key: `maxDepth`.
    package let key: String
    /// The limit: `6`.
    package let limit: Int
    /// What it limits, in the starter file's comment: `levels, a lone root is 1`.
    package let limits: String
    /// The rule whose violations it finds.
    package let rule: Violation.Rule

    /// Every rule on by default, in the order `check` reports them.
    package static let all: [RuleDefault] = RuleRegistry.all.compactMap { rule in
        let option = rule.options[0]
        return option.standard.map { RuleDefault(key: option.key, limit: $0.limit, limits: $0.limits, rule: rule.id) }
    }

    /// The defaults as `check --help` lists them: `maxDepth 6, maxFanOut 10, …`.
    package static var listed: String {
        all.map { "\($0.key) \($0.limit)" }.joined(separator: ", ")
    }
}
