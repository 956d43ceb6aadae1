import RibTrace

extension Violation.Rule {
    /// ``MaxFanOutRule``'s id.
    public static let maxFanOut = Violation.Rule(id: "max-fan-out")
}

extension RuleSet {
    /// At most this many attached children under one RIB.
    public var maxFanOut: Int? {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `max-fan-out`: no RIB with more than `maxFanOut` attached children (in a graph, routes).
struct MaxFanOutRule: ArchitectureRule {
    let id = Violation.Rule.maxFanOut
    let options = [
        RuleOption.limit("maxFanOut", \.maxFanOut, byDefault: (10, limits: "attached children under one RIB"))
    ]
    let summary = "a RIB has more attached children"
    let reportedAt = "that RIB"

    func check(_ context: RuleContext) -> [Violation] {
        guard let limit = context.rules.maxFanOut, context.metrics.fanOut.maximum > limit else { return [] }
        let trace = context.trace, tree = context.tree, places = context.places
        return places.preorder.filter { tree.children[$0].count > limit }.map { node in
            Violation(
                rule: id, location: places.place(of: node),
                what:
                    "\(places.quoted(node)) has \(tree.children[node].count) \(tree.wording.children); "
                    + "maxFanOut is \(limit)",
                key: trace.ribs[node].id, declaredIn: trace.ribs[node].declaredIn)
        }
    }
}
