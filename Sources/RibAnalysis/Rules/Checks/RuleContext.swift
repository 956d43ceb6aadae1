import RibTrace

/// What every rule checks: a replayed tree of a trace, its metrics (which say at once whether a numeric
/// limit is broken anywhere), the rules file's settings, and the helpers that name places and find the
/// declarations a violation points at.
struct RuleContext {
    let trace: Trace
    let tree: any RibTree
    let metrics: TreeMetrics
    let rules: RuleSet
    let places: TreePlaces
    let declarations: PropertyDeclarations

    /// The context for `tree`, a replay of `trace` whose metrics are `metrics`.
    init(trace: Trace, tree: any RibTree, metrics: TreeMetrics, rules: RuleSet) {
        self.trace = trace
        self.tree = tree
        self.metrics = metrics
        self.rules = rules
        places = TreePlaces(trace: trace, tree: tree)
        declarations = PropertyDeclarations(trace: trace)
    }
}
