import RibTrace

/// Holds a RIB tree to a ``RuleSet``: every broken rule becomes a ``Violation``, in a fixed order (rule
/// by rule as the registry of rules lists them, each in Rules/Checks; within a rule, RIBs in pre-order and
/// dependencies in trace order), so the same trace and rules always give the same list.
///
/// In a scan's graph of RIB types, a violation is about one RIB type, one route or one property, once,
/// however many parents attach the RIB type: the dependency edges of its several parents make one
/// `provided-by` violation naming every wrong component, and its property one tunnel (the longest).
///
/// The numeric rules take their numbers from ``TreeMetrics`` (whether the tree breaks the limit at all)
/// and only locate the RIBs concerned.
public struct RuleChecker: Sendable {
    /// The rules checked.
    public var rules: RuleSet

    /// Creates a checker for `rules`.
    public init(rules: RuleSet) {
        self.rules = rules
    }

    /// The violations of `tree`, a replay of `trace`.
    public func check(trace: Trace, tree: any RibTree) -> [Violation] {
        check(trace: trace, tree: tree, metrics: TreeMetrics(trace: trace, tree: tree))
    }

    /// The violations of `tree`, a replay of `trace` whose metrics are `metrics`: each rule of the
    /// registry in turn.
    public func check(trace: Trace, tree: any RibTree, metrics: TreeMetrics) -> [Violation] {
        let context = RuleContext(trace: trace, tree: tree, metrics: metrics, rules: rules)
        return RuleRegistry.all.flatMap { $0.check(context) }
    }
}
