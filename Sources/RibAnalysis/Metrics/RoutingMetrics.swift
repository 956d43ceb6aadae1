import RibTrace

/// Where routing is decided in the tree at one event: the shape RIBs Flattening is about.
///
/// A *vertical* tree decides routes deep inside reusable RIBs (decision points far from the root); a
/// *flattened* one moves the decisions into routing-only wrapper RIBs and navigation RIBs whose
/// children are reusable leaves reporting back through their listeners.
///
/// - **Decision point**: an attached RIB whose router chooses between alternatives: it can attach two or
///   more different children (its `trace.routes`, and any child the recording shows it attaching) and the
///   recording (all of it, whatever the event measured) never shows two of them attached under it at the
///   same time. A tab bar, a screen made of parts and a navigation stack attach children together and are
///   not decision points. A source trace (`ribgraph scan`) attaches every possible child at once and says
///   nothing about when, so there a decision point is a RIB whose router holds two or more child
///   builders (`trace.routes`): the routers that *can* choose, an upper bound. Where the routes say how each
///   child is shown (`Route.presentations`), a child that is only ever a part of the parent's screen (a
///   section, a page, a tab) is no alternative: a screen composing three sections decides nothing.
/// - **Composed screen**: an attached RIB with children that are parts of its screen (embedded or tabs),
///   counted apart from the decisions; only where the routes say how each child is shown.
/// - **Wrapper**: an attached viewless RIB with at least one route and at least one attached child,
///   whose attached children are all leaves (no attached children of their own) and all report to
///   the wrapper's interactor type (the child's `trace.listeners` entry equals the wrapper's
///   `RIB.interactor`; a child with no listener entry is accepted). It has no view and no business
///   of its own: it routes between reusable leaves. A wrapper hosting another wrapper is not itself
///   counted at that event, since its child is not a leaf.
/// - **Navigation**: an attached RIB that pushes screens: after it loaded, it attached a viewful child
///   while an earlier viewful child of it stayed attached (see ``RouterBehaviour``), at any event of the
///   recording. Children attached together on load (a tab bar, a screen's parts) are not
///   pushed, and a viewless wrapper's child is not a screen pushed on anything. A source trace shows no
///   pushes: there a navigation is a RIB whose view controller is a `UINavigationController` (the scan's
///   `container`, or a navigation flatten proposed), or, in a trace that does not say, whose view type contains
///   "Navigation" with two or more attached children, all viewful.
public struct RoutingMetrics: Sendable, Equatable, Codable {
    /// Attached RIBs whose router chooses between alternatives (see the type's comment), in preorder.
    public var decisionPoints: [DecisionPoint]
    /// Ids of the attached wrapper RIBs (see the type's comment), in preorder.
    public var wrappers: [String]
    /// Ids of the attached navigation RIBs (see the type's comment), in preorder.
    public var navigations: [String]
    /// The attached RIBs whose screen is composed of parts (see the type's comment), in preorder; nil (absent
    /// from JSON) when no route of the trace says how it is shown.
    public var composedScreens: [ComposedScreen]?

    /// Creates routing metrics from values.
    public init(
        decisionPoints: [DecisionPoint], wrappers: [String], navigations: [String],
        composedScreens: [ComposedScreen]? = nil
    ) {
        self.decisionPoints = decisionPoints
        self.wrappers = wrappers
        self.navigations = navigations
        self.composedScreens = composedScreens
    }

    /// Finds the decision points, wrappers and navigation RIBs of `tree`, a replay of `trace`.
    public init(trace: Trace, tree: any RibTree) {
        self.init(trace: trace, tree: tree, index: TreeIndex(tree))
    }

    init(trace: Trace, tree: any RibTree, index: TreeIndex) {
        let ribs = trace.ribs
        let showing = RouteShowing(trace)
        // routes[rib]: the children it can navigate to; parts[rib]: those that only compose its screen.
        var routes = [[String]](repeating: [], count: ribs.count)
        var parts = [[String]](repeating: [], count: ribs.count)
        for route in trace.routes {
            guard let parent = trace.index(ofRIB: route.parent) else { continue }
            if showing.isPart(parent: route.parent, child: route.child) {
                parts[parent].append(route.child)
            } else {
                routes[parent].append(route.child)
            }
        }
        var listener = [String?](repeating: nil, count: ribs.count)
        for entry in trace.listeners {
            if let child = trace.index(ofRIB: entry.child), listener[child] == nil { listener[child] = entry.listener }
        }
        let behaviour = trace.origin == .source ? nil : RouterBehaviour(trace, parts: parts)
        var decisionPoints: [DecisionPoint] = []
        var wrappers: [String] = []
        var navigations: [String] = []
        var composed: [ComposedScreen] = []
        for node in index.preorder {
            let children = tree.children[node]
            if !parts[node].isEmpty { composed.append(ComposedScreen(rib: ribs[node].id, parts: parts[node])) }
            if let behaviour, behaviour.choosesAlternatives(node, routes: routes[node], in: trace) {
                let seen = behaviour.children[node].map { ribs[$0].id }.filter { !routes[node].contains($0) }
                decisionPoints.append(
                    DecisionPoint(rib: ribs[node].id, depth: index.depth[node], routes: routes[node] + seen))
            } else if behaviour == nil, routes[node].count >= 2 {
                decisionPoints.append(DecisionPoint(rib: ribs[node].id, depth: index.depth[node], routes: routes[node]))
            }
            // A wrapper flatten proposed is one by construction, though a child it attaches keeps its own flow.
            if ribs[node].proposed == .wrapper
                || !ribs[node].isViewful && !routes[node].isEmpty && !children.isEmpty
                    && children.allSatisfy({ child in
                        tree.children[child].isEmpty
                            && (listener[child] == nil || listener[child] == ribs[node].interactor)
                    })
            {
                wrappers.append(ribs[node].id)
            }
            if let behaviour {
                if behaviour.pushesScreens(node) { navigations.append(ribs[node].id) }
            } else if ribs[node].container == .navigation || ribs[node].proposed == .navigation
                || children.count >= 2 && children.allSatisfy({ ribs[$0].isViewful })
                    && ribs[node].view?.contains("Navigation") == true
            {
                navigations.append(ribs[node].id)
            }
        }
        self.init(
            decisionPoints: decisionPoints, wrappers: wrappers, navigations: navigations,
            composedScreens: showing.isKnown ? composed : nil)
    }
}

/// An attached RIB whose screen is made of parts (see ``RoutingMetrics``): it composes, it does not decide.
public struct ComposedScreen: Sendable, Equatable, Codable {
    /// The RIB's id.
    public var rib: String
    /// The RIB ids it shows as parts of its screen (embedded or as tabs), in `trace.routes` order.
    public var parts: [String]

    /// Creates a composed screen.
    public init(rib: String, parts: [String]) {
        self.rib = rib
        self.parts = parts
    }
}

/// An attached RIB whose router chooses between alternatives (see ``RoutingMetrics``): it decides where to route.
public struct DecisionPoint: Sendable, Equatable, Codable {
    /// The RIB's id.
    public var rib: String
    /// Its depth in levels (a root is 1): a decision deep in the tree is one every screen above it must
    /// know how to reach.
    public var depth: Int
    /// The RIB ids its router can attach: `trace.routes` order, then children the recording shows it
    /// attaching that `routes` does not list.
    public var routes: [String]

    /// Creates a decision point.
    public init(rib: String, depth: Int, routes: [String]) {
        self.rib = rib
        self.depth = depth
        self.routes = routes
    }
}
