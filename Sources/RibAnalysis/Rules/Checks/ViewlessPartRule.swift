import RibTrace

extension Violation.Rule {
    /// ``ViewlessPartRule``'s id.
    public static let viewlessPart = Violation.Rule(id: "viewless-part")
}

extension RuleSet {
    /// At most this many routes that embed a viewless RIB or set it as a tab; 0 fails on any.
    public var maxViewlessParts: Int? {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `viewless-part`: no more than `maxViewlessParts` routes that embed a viewless RIB in its parent's screen or
/// set it as a tab: a RIB without a view has none to give, so the route cannot show it (a proposal that puts a
/// wrapper where a tab or a section was). Each such route is one violation. Off unless a rules file sets it;
/// `0` fails on any.
struct ViewlessPartRule: ArchitectureRule {
    let id = Violation.Rule.viewlessPart
    let options = [RuleOption.limit("maxViewlessParts", \.maxViewlessParts)]
    let summary =
        "more routes embed a viewless RIB or set it as a tab (it has no view to show); reported once per route"
    let reportedAt = "the route (in a recording, the child's path)"

    func check(_ context: RuleContext) -> [Violation] {
        guard let limit = context.rules.maxViewlessParts else { return [] }
        let trace = context.trace, places = context.places
        let found = trace.routes.compactMap { route -> (Route, RIB, Presentation)? in
            guard let child = trace.rib(route.child), !child.isViewful,
                let part = route.presentations.first(where: \.isPart)
            else { return nil }
            return (route, child, part)
        }
        guard found.count > limit else { return [] }
        return found.map { route, child, part in
            let place =
                trace.index(ofRIB: child.id).flatMap { childIndex in
                    trace.index(ofRIB: route.parent).map { places.place(ofChild: childIndex, under: $0) }
                } ?? RouteGraph.place(ofRoute: route.parent, to: child.id)
            let shown = part == .tab ? "sets it as a tab" : "embeds it in its screen"
            return Violation(
                rule: id, location: place,
                what: "\(route.parent) \(shown), but \(child.id) has no view; maxViewlessParts is \(limit)",
                key: "\(route.parent)>\(child.id)", declaredIn: route.declaredIn ?? child.declaredIn)
        }
    }
}
