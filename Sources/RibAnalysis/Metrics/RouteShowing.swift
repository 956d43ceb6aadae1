import RibTrace

/// How each parent shows each child, as the trace's routes say (`Route.presentations`): the one place the
/// metrics and the rules ask whether taking a route is navigation or a part of the parent's own screen.
package struct RouteShowing {
    private var byEdge: [TreeEdgeKey: [Presentation]] = [:]

    /// Whether any route of the trace says how it is shown. A recording says nothing, and the figures built
    /// on presentations are then not reported rather than guessed.
    var isKnown: Bool { !byEdge.isEmpty }

    /// Reads the presentations of `trace`'s routes.
    package init(_ trace: Trace) {
        for route in trace.routes where !route.presentations.isEmpty {
            byEdge[TreeEdgeKey(parent: route.parent, child: route.child), default: []] += route.presentations
        }
    }

    /// How `parent` shows `child`; empty when the trace does not say.
    func presentations(parent: String, child: String) -> [Presentation] {
        byEdge[TreeEdgeKey(parent: parent, child: child)] ?? []
    }

    /// Whether `child` is only ever a part of `parent`'s screen (a section, a page, a tab): composing the
    /// screen, not navigating from it.
    func isPart(parent: String, child: String) -> Bool {
        let shown = presentations(parent: parent, child: child)
        return !shown.isEmpty && shown.allSatisfy(\.isPart)
    }

    /// How many screens a user passes entering `child` from `parent`: 1 for a push, a present or a root swap; 0
    /// for a part or a viewless child. Where the trace does not say (or says unknown), a viewful child counts as
    /// a screen, so that the figure errs deep.
    func screens(parent: String, child: RIB) -> Int {
        let shown = presentations(parent: parent, child: child.id)
        if shown.contains(where: \.isNavigation) { return 1 }
        if !shown.isEmpty, shown.allSatisfy({ $0.isPart || $0 == .none }) { return 0 }
        return child.isViewful ? 1 : 0
    }

    /// The navigation depth of every RIB of `tree` (a replay of `trace`) in `preorder`: the screens a user
    /// passes on the path from the root, the RIB's own included (``screens(parent:child:)`` per step, the root's
    /// screen when it has a view); 0 for a RIB not attached. In a graph, along each RIB type's `RibTree.parent`.
    package func screenDepths(of tree: any RibTree, in trace: Trace, preorder: [Int]) -> [Int] {
        var depths = [Int](repeating: 0, count: tree.parent.count)
        for node in preorder {
            let rib = trace.ribs[node]
            depths[node] =
                tree.parent[node].map { depths[$0] + screens(parent: trace.ribs[$0].id, child: rib) }
                ?? (rib.isViewful ? 1 : 0)
        }
        return depths
    }
}
