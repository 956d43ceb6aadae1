import RibTrace

extension Violation.Rule {
    /// ``MustBeLeafRule``'s id.
    public static let mustBeLeaf = Violation.Rule(id: "must-be-leaf")
}

extension RuleSet {
    /// RIBs that must have no attached children.
    public var leaves: [RIBPattern] {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `must-be-leaf`: no RIB that a `leaves` entry matches has attached children (in a graph, routes).
struct MustBeLeafRule: ArchitectureRule {
    let id = Violation.Rule.mustBeLeaf
    let options = [RuleOption.list("leaves", \.leaves, value: "list of names")]
    let summary = "a matching RIB has attached children"
    let reportedAt = "that RIB"

    func check(_ context: RuleContext) -> [Violation] {
        let leaves = context.rules.leaves
        guard !leaves.isEmpty else { return [] }
        let trace = context.trace, tree = context.tree, places = context.places
        return places.preorder.compactMap { node in
            let rib = trace.ribs[node], children = tree.children[node]
            guard !children.isEmpty, leaves.contains(where: { $0.matches(id: rib.id, name: rib.name) }) else {
                return nil
            }
            return Violation(
                rule: id, location: places.place(of: node),
                what: "\(places.quoted(node)) must be a leaf but has \(tree.wording.children(children.count)): "
                    + children.map(places.quoted).joined(separator: ", "),
                key: rib.id, declaredIn: rib.declaredIn)
        }
    }
}
