/// One architecture rule of `ribgraph check`, whole in one type: the id its violations carry, the
/// rules-file keys it reads, what breaks it and where that is reported (docs/rules.md's table is made of
/// these), and the check itself. ``RuleRegistry/all`` lists every rule, in the order `check` reports them.
///
/// A rule is off unless its own option (the first of ``options``) is set; it must give the same list for
/// the same tree and rules (RIBs in pre-order, dependencies in trace order) and name places with
/// ``TreePlaces``, so that baselines keep matching.
protocol ArchitectureRule: Sendable {
    /// The id in reports and baselines.
    var id: Violation.Rule { get }
    /// The rules-file keys it reads: its own first, then settings shared with other rules.
    var options: [RuleOption] { get }
    /// When the rule is broken, one clause for docs/rules.md.
    var summary: String { get }
    /// Where a violation is reported, for docs/rules.md.
    var reportedAt: String { get }
    /// Every violation of the rule in `context`.
    func check(_ context: RuleContext) -> [Violation]
}
