import RibTrace

/// The graph of RIB types as the patterns read it: each RIB's distinct children and parents in route order,
/// its place in the spanning tree, and whether it is *settled*, a RIB flatten never changes the routing of.
///
/// Settled: a root (the app launches it), a viewless RIB (it has no screen: it routes, or it is business
/// logic, and flatten cannot tell which), a navigation (``RoutingMetrics``), a tab bar (its view type's name
/// says `TabBar`, any case: its children are shown together, not chosen between), and a RIB flatten proposed.
/// Every other RIB is a *screen*: a viewful RIB whose routing flatten may move.
struct FlattenGraph {
    let trace: Trace
    /// `RibTree(routesOf:)` of ``trace``: each RIB's first parent and depth along its first shortest path.
    let tree: RibTree
    /// Per RIB: the RIBs it routes to, each once, in route order.
    let children: [[Int]]
    /// Per RIB: the RIBs that route to it, each once, in route order.
    let parents: [[Int]]
    /// Per RIB: whether flatten leaves its routing as it is.
    let settled: [Bool]

    init(_ trace: Trace) {
        self.trace = trace
        let tree = RibTree(routesOf: trace)
        self.tree = tree
        let count = trace.ribs.count
        var children = [[Int]](repeating: [], count: count)
        var parents = [[Int]](repeating: [], count: count)
        for route in trace.routes {
            guard let parent = trace.index(ofRIB: route.parent), let child = trace.index(ofRIB: route.child) else {
                continue
            }
            if !children[parent].contains(child) { children[parent].append(child) }
            if !parents[child].contains(parent) { parents[child].append(parent) }
        }
        self.children = children
        self.parents = parents
        let routing = RoutingMetrics(trace: trace, tree: tree)
        let navigations = Set(routing.navigations)
        var isRoot = [Bool](repeating: false, count: count)
        for root in tree.roots { isRoot[root] = true }
        settled = trace.ribs.indices.map { index in
            let rib = trace.ribs[index]
            return rib.isRoot || isRoot[index] || !rib.isViewful || rib.proposed != nil || navigations.contains(rib.id)
                || rib.view?.lowercased().contains("tabbar") == true
        }
    }

    /// Whether flatten may move `rib`'s routes: a viewful RIB that is not settled.
    func isScreen(_ rib: Int) -> Bool { !settled[rib] }

    /// A screen that decides between two or more children.
    func decides(_ rib: Int) -> Bool { isScreen(rib) && children[rib].count >= 2 }

    /// The RIBs in the spanning tree's preorder: parents before children, the order patterns look in.
    var preorder: [Int] { tree.preorder }
}
