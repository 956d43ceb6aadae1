import RibTrace

extension Violation.Rule {
    /// ``ForbiddenEdgeRule``'s id.
    public static let forbiddenEdge = Violation.Rule(id: "forbidden-edge")
}

extension RuleSet {
    /// Parent-child pairs that must never be attached.
    public var forbidden: [ForbiddenEdge] {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `forbidden-edge`: no attached parent-child pair that a `forbidden` entry matches (by id or display name);
/// in a graph, every route, at the place that declares it.
struct ForbiddenEdgeRule: ArchitectureRule {
    let id = Violation.Rule.forbiddenEdge
    let options = [RuleOption.list("forbidden", \.forbidden, value: "list of `{parent, child}`")]
    let summary = "an attached parent → child pair matches an entry"
    let reportedAt = "the child"

    func check(_ context: RuleContext) -> [Violation] {
        let forbidden = context.rules.forbidden
        guard !forbidden.isEmpty else { return [] }
        let trace = context.trace, tree = context.tree, places = context.places
        var found: [Violation] = []
        for child in places.preorder {
            for parent in tree.parents(of: child) {
                let p = trace.ribs[parent], c = trace.ribs[child]
                for pair in forbidden
                where pair.parent.matches(id: p.id, name: p.name) && pair.child.matches(id: c.id, name: c.name) {
                    found.append(
                        Violation(
                            rule: id,
                            location: places.place(ofChild: child, under: parent),
                            what: "\(places.quoted(parent)) attaches \(places.quoted(child)), which the rules forbid "
                                + "(parent \"\(pair.parent)\", child \"\(pair.child)\")",
                            key: "\(pair.parent) > \(pair.child)",
                            declaredIn: tree.declaration(ofChild: child, under: parent, in: trace)))
                }
            }
        }
        return found
    }
}

/// A parent-child pair that must never be attached; each side is a RIB id or display name, or a pattern
/// with `*`: `{"parent": "*Wrapper", "child": "*Wrapper"}` forbids a wrapper directly under a wrapper.
public struct ForbiddenEdge: Sendable, Equatable, Codable, RuleEntry {
    /// Which parents.
    public var parent: RIBPattern
    /// Which children, under those parents.
    public var child: RIBPattern

    /// Creates a forbidden pair.
    public init(parent: RIBPattern, child: RIBPattern) {
        self.parent = parent
        self.child = child
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case parent, child }

    /// Reads `{parent, child}` strictly.
    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        parent = try container.decode(RIBPattern.self, forKey: .parent)
        child = try container.decode(RIBPattern.self, forKey: .child)
    }

    /// Both sides, each naming RIBs.
    var patterns: [NamedPattern] {
        NamedPattern.field("parent", parent, names: .rib) + NamedPattern.field("child", child, names: .rib)
    }
}
