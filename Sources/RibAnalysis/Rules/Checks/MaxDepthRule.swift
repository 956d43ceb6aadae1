import RibTrace

extension Violation.Rule {
    /// ``MaxDepthRule``'s id.
    public static let maxDepth = Violation.Rule(id: "max-depth")
}

extension RuleSet {
    /// At most this many levels (a lone root is 1 level deep).
    public var maxDepth: Int? {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `max-depth`: no RIB deeper than `maxDepth` levels (a root is at depth 1). Each RIB one level beyond the
/// limit is one violation, saying how deep its subtree reaches; in a graph, along its shortest path.
struct MaxDepthRule: ArchitectureRule {
    let id = Violation.Rule.maxDepth
    let options = [RuleOption.limit("maxDepth", \.maxDepth, byDefault: (6, limits: "levels, a lone root is 1"))]
    let summary =
        "a RIB is deeper than the limit (a root is at depth 1); reported once per RIB at depth limit + 1, "
        + "with how deep its subtree reaches"
    let reportedAt = "that RIB"

    func check(_ context: RuleContext) -> [Violation] {
        guard let limit = context.rules.maxDepth, context.metrics.depth.maximum > limit else { return [] }
        let trace = context.trace, tree = context.tree, places = context.places
        let depths = tree.depths
        return places.preorder.filter { depths[$0]! == limit }.map { top in
            var deepest = limit + 1
            var stack = [(top, limit + 1)]
            while let (node, depth) = stack.popLast() {
                deepest = max(deepest, depth)
                stack += tree.treeChildren(of: node).map { ($0, depth + 1) }
            }
            let way = tree.wording.depthMeasure.map { " on its \($0) (\(places.path(of: top)))" } ?? ""
            return Violation(
                rule: id, location: places.place(of: top),
                what: "\(places.quoted(top)) is at depth \(limit + 1)\(way) and its subtree reaches depth \(deepest); "
                    + "maxDepth is \(limit)",
                key: trace.ribs[top].id, declaredIn: trace.ribs[top].declaredIn)
        }
    }
}
