import RibTrace

extension Violation.Rule {
    /// ``MaxViewlessChainRule``'s id.
    public static let maxViewlessChain = Violation.Rule(id: "max-viewless-chain")
}

extension RuleSet {
    /// At most this many viewless RIBs in a row on one parent-to-child path.
    public var maxViewlessChain: Int? {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `max-viewless-chain`: no run of more than `maxViewlessChain` viewless RIBs in a row. Each run is one
/// violation, reported at its top RIB (the one whose parent has a view, or a root), with its longest way down.
struct MaxViewlessChainRule: ArchitectureRule {
    let id = Violation.Rule.maxViewlessChain
    let options = [
        RuleOption.limit("maxViewlessChain", \.maxViewlessChain, byDefault: (2, limits: "viewless RIBs in a row"))
    ]
    let summary = "more viewless RIBs in a row on a parent → child path; reported once per run, at its top"
    let reportedAt = "the run's top RIB"

    func check(_ context: RuleContext) -> [Violation] {
        guard let limit = context.rules.maxViewlessChain, context.metrics.depth.longestViewlessChain > limit else {
            return []
        }
        let trace = context.trace, tree = context.tree, places = context.places
        var length = [Int](repeating: 0, count: trace.ribs.count)
        var top = Array(0..<trace.ribs.count)
        var longest: [Int: (length: Int, bottom: Int)] = [:]
        var tops: [Int] = []
        for node in places.preorder where !trace.ribs[node].isViewful {
            if let parent = tree.parent[node], !trace.ribs[parent].isViewful {
                length[node] = length[parent] + 1
                top[node] = top[parent]
            } else {
                length[node] = 1
                tops.append(node)
            }
            if length[node] > longest[top[node]]?.length ?? 0 { longest[top[node]] = (length[node], node) }
        }
        return tops.compactMap { start in
            guard let (count, bottom) = longest[start], count > limit else { return nil }
            return Violation(
                rule: id, location: places.place(of: start),
                what: "\(count) viewless RIBs in a row from \(places.quoted(start)) down to \(places.quoted(bottom)); "
                    + "maxViewlessChain is \(limit)",
                key: trace.ribs[start].id, declaredIn: trace.ribs[start].declaredIn)
        }
    }
}
