import RibTrace

/// The graph of RIB types as the patterns read it: each RIB's distinct children and parents in route order,
/// its place in the spanning tree, and whether it is *settled*, a RIB flatten never changes the routing of.
///
/// Only navigation decides. A child shown as a part of its parent's screen (embedded, or a tab: the routes say
/// so, ``RouteShowing``) is composition: it is never among a RIB's ``children`` or ``parents`` here, so it is
/// never moved and never counted as a decision; ``parts`` keeps it. Nor is a route the scan finds no code path
/// takes (`Route.untaken`), nor one whose way of showing it could not read (`Presentation.unknown`).
///
/// Settled: a root (the app launches it), a viewless RIB (it has no screen: it routes, or it is business
/// logic, and flatten cannot tell which), a navigation (its view controller is a `UINavigationController`, or
/// a recording shows it pushing screens: ``RoutingMetrics``), a tab bar (its view controller is a
/// `UITabBarController`, or it shows its children as tabs), and a RIB flatten proposed. Every other RIB is a
/// *screen*: a viewful RIB whose routing flatten may move.
struct FlattenGraph {
    let trace: Trace
    /// `RouteGraph(routesOf:)` of ``trace``: each RIB's first parent and depth along its first shortest path.
    let tree: RouteGraph
    /// How each route is shown.
    let showing: RouteShowing
    /// Per RIB: the RIBs it navigates to (not parts of its screen), each once, in route order.
    let children: [[Int]]
    /// Per RIB: the RIBs that navigate to it, each once, in route order.
    let parents: [[Int]]
    /// Per RIB: the RIBs it shows only as parts of its screen (sections, pages, tabs), in route order.
    let parts: [[Int]]
    /// Per RIB: whether flatten leaves its routing as it is.
    let settled: [Bool]
    /// Per RIB: whether it is a navigation (an existing one or a proposed one): children pushed on its stack.
    let isNavigation: [Bool]

    init(_ trace: Trace) {
        self.trace = trace
        let tree = RouteGraph(routesOf: trace)
        self.tree = tree
        let showing = RouteShowing(trace)
        self.showing = showing
        let count = trace.ribs.count
        var children = [[Int]](repeating: [], count: count)
        var parents = [[Int]](repeating: [], count: count)
        var parts = [[Int]](repeating: [], count: count)
        var showsTabs = [Bool](repeating: false, count: count)
        for route in trace.routes {
            guard let parent = trace.index(ofRIB: route.parent), let child = trace.index(ofRIB: route.child) else {
                continue
            }
            if route.presentations.contains(.tab) { showsTabs[parent] = true }
            if showing.isPart(parent: route.parent, child: route.child) {
                if !parts[parent].contains(child) { parts[parent].append(child) }
                continue
            }
            // A route no code path takes is no decision: it stays where it is, and the plan lists it. Nor is one
            // whose showing the scan could not read: moved, it could not be shown as it was (whatfle's Home, a
            // tab whose navigation controller a component makes, would have been presented).
            if route.untaken != nil || route.presentations == [.unknown] { continue }
            if !children[parent].contains(child) { children[parent].append(child) }
            if !parents[child].contains(parent) { parents[child].append(parent) }
        }
        self.children = children
        self.parents = parents
        self.parts = parts
        let recorded = trace.origin == .source ? [] : Set(RoutingMetrics(trace: trace, tree: tree).navigations)
        var isRoot = [Bool](repeating: false, count: count)
        for root in tree.roots { isRoot[root] = true }
        isNavigation = trace.ribs.map { rib in
            rib.container == .navigation || rib.proposed == .navigation || recorded.contains(rib.id)
        }
        settled = trace.ribs.indices.map { [isNavigation] index in
            let rib = trace.ribs[index]
            return rib.isRoot || isRoot[index] || !rib.isViewful || rib.proposed != nil || isNavigation[index]
                || rib.container == .tabBar || showsTabs[index]
        }
    }

    /// Whether flatten may move `rib`'s routes: a viewful RIB that is not settled.
    func isScreen(_ rib: Int) -> Bool { !settled[rib] }

    /// A screen that decides between two or more children it navigates to.
    func decides(_ rib: Int) -> Bool { isScreen(rib) && children[rib].count >= 2 }

    /// The parts of `rib`'s screen that navigate themselves, and theirs in turn: a page of a page view controller
    /// that pushes onto the navigation controller its host is on (BooruViewer's DetailPage in DetailFeed). What
    /// such a part opens, the user reaches from the host's screen.
    func routingParts(of rib: Int) -> [Int] {
        var found: [Int] = []
        // Every part once: parts that embed one another (a malformed or hand-written trace) end the walk.
        var seen: Set<Int> = [rib]
        var stack = parts[rib]
        while let part = stack.popLast() {
            guard seen.insert(part).inserted else { continue }
            if !children[part].isEmpty { found.append(part) }
            stack += parts[part]
        }
        return found
    }

    /// What a user reaches from `rib`'s screen: the RIBs it navigates to, then those its parts that navigate
    /// (``routingParts(of:)``) navigate to, each once.
    func onward(_ rib: Int) -> [Int] {
        var reached = children[rib]
        for part in routingParts(of: rib) {
            for child in children[part] where !reached.contains(child) { reached.append(child) }
        }
        return reached
    }

    /// The RIBs in the spanning tree's preorder: parents before children, the order patterns look in.
    var preorder: [Int] { tree.preorder }

    /// The screens that decide, in preorder, each with its depth (a root is 1) and what it navigates to.
    var deciding: [DecisionPoint] {
        let depths = tree.depths
        return preorder.filter(decides).map { rib in
            DecisionPoint(
                rib: trace.ribs[rib].id, depth: (depths[rib] ?? 0) + 1,
                routes: children[rib].map { trace.ribs[$0].id })
        }
    }

    /// Whether `parent` pushes `child` (on its own navigation controller or one it presented); when the trace
    /// does not say how routes are shown (a recording), a viewful child counts as pushed.
    func pushes(_ parent: Int, _ child: Int) -> Bool {
        let shown = showing.presentations(parent: trace.ribs[parent].id, child: trace.ribs[child].id)
        return shown.isEmpty ? trace.ribs[child].isViewful : shown.contains(.push)
    }

    /// Whether the trace says `rib` pushes every RIB it navigates to, and there is at least one: its screen is a
    /// navigation controller's root. A recording, which does not say how a child is shown, never does.
    func pushesAll(_ rib: Int) -> Bool {
        !children[rib].isEmpty && children[rib].allSatisfy { saysPushes(rib, $0) }
    }

    /// Whether the trace says `parent` pushes `child` (a recording, which does not say how a child is shown, never
    /// does), where ``pushes(_:_:)`` takes a viewful child of unknown presentation for pushed.
    func saysPushes(_ parent: Int, _ child: Int) -> Bool {
        showing.presentations(parent: trace.ribs[parent].id, child: trace.ribs[child].id).contains(.push)
    }

    /// The navigation the app has that pushes `rib`, when it is `rib`'s only parent: a change there joins it
    /// rather than putting a new RIB below it (it is flat already).
    func joinedNavigation(_ rib: Int) -> Int? {
        guard parents[rib].count == 1, let parent = parents[rib].first, isNavigation[parent],
            trace.ribs[parent].proposed == nil, pushes(parent, rib)
        else { return nil }
        return parent
    }

    /// Whether a proposed RIB of `role` may take `rib`'s place under every parent (``whyKept(_:from:)``).
    func canBeReplaced(_ rib: Int, by role: ProposedRole) -> Bool { whyKept(rib, from: role) == nil }

    /// Why a proposed RIB of `role` may not take `rib`'s place under one of its parents, in the plan's words; nil
    /// when it may. A part of a parent's screen never moves; a tab stays a tab, and the window's root stays a view
    /// controller (VideoMerger's Root makes Home the window's root), so only a navigation may become either; and a
    /// navigation controller cannot be pushed on another's stack.
    func whyKept(_ rib: Int, from role: ProposedRole) -> String? {
        let id = trace.ribs[rib].id
        for route in trace.routes where route.child == id {
            let shown = route.presentations
            if shown.contains(.embed) { return "\(id) is a part of \(route.parent)'s screen, which never moves" }
            if role == .wrapper, shown.contains(.tab) {
                return "\(id) is a tab of \(route.parent), whose place a viewless wrapper cannot take"
            }
            if role == .wrapper, shown.contains(.root) {
                return "\(id) is the window's root, which \(route.parent) makes it: a viewless wrapper there would "
                    + "show nothing"
            }
            if role == .navigation, shown.contains(.push) {
                return "\(route.parent) pushes \(id): a navigation controller cannot be pushed on another's stack"
            }
        }
        return nil
    }
}
