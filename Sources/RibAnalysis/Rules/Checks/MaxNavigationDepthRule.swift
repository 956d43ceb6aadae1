import RibTrace

extension Violation.Rule {
    /// ``MaxNavigationDepthRule``'s id.
    public static let maxNavigationDepth = Violation.Rule(id: "max-navigation-depth")
}

extension RuleSet {
    /// At most this many screens deep (``DepthMetrics/maximumNavigation``): pushes, presents and root swaps.
    public var maxNavigationDepth: Int? {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `max-navigation-depth`: no RIB more than `maxNavigationDepth` screens deep, counting the screens a user
/// passes through (the root's, and each push, present or root swap), not the parts of a screen (sections,
/// tabs) nor viewless RIBs (``DepthMetrics/maximumNavigation``). Each RIB one screen beyond the limit is one
/// violation, at the first RIB of that screen. Off unless a rules file sets it; a trace whose routes do not say
/// how each child is shown breaks it nowhere.
struct MaxNavigationDepthRule: ArchitectureRule {
    let id = Violation.Rule.maxNavigationDepth
    let options = [RuleOption.limit("maxNavigationDepth", \.maxNavigationDepth)]
    let summary =
        "a RIB is more screens deep than the limit (pushes, presents and root swaps from the root's screen; parts "
        + "of a screen and viewless RIBs add none); reported once per RIB that enters the screen past the limit"
    let reportedAt = "that RIB"

    func check(_ context: RuleContext) -> [Violation] {
        guard let limit = context.rules.maxNavigationDepth,
            let deepest = context.metrics.depth.maximumNavigation, deepest > limit
        else { return [] }
        let trace = context.trace, tree = context.tree, places = context.places
        let screens = RouteShowing(trace).screenDepths(of: tree, in: trace, preorder: places.preorder)
        return places.preorder.filter { node in
            screens[node] == limit + 1 && tree.parent[node].map { screens[$0] <= limit } ?? true
        }.map { node in
            Violation(
                rule: id, location: places.place(of: node),
                what: "\(places.quoted(node)) is \(limit + 1) screens deep (\(places.path(of: node))); "
                    + "maxNavigationDepth is \(limit)",
                key: trace.ribs[node].id, declaredIn: trace.ribs[node].declaredIn)
        }
    }
}
