import RibTrace

/// **A reused RIB that routes**: a screen that two or more parents attach and that itself attaches children.
/// It becomes a leaf that reports through its listener; a routing-only wrapper takes its place under each
/// parent and attaches it, the children it routed to, and the rest of its flow (``FlowRegion``): the routing
/// screens below it that only it attaches. Reused screens that open one another (a profile opens a story, which
/// opens the profile) are one drill-down: one wrapper takes all their places, and the cycle is gone rather than
/// lifted a level; a child only one of them attaches, and that does not lead back to them, stays with it. A
/// screen that only navigations push is left alone: the navigations are flat already, and
/// each routes on what the screen reports.
enum ReusedRouterPattern {
    static func find(in graph: FlattenGraph, claims: inout Claims) -> [FlattenCandidate] {
        var found: [FlattenCandidate] = []
        let reused = graph.preorder.filter { rib in
            graph.isScreen(rib) && graph.parents[rib].count >= 2 && !graph.children[rib].isEmpty
                && graph.canBeReplaced(rib, by: .wrapper) && !graph.parents[rib].allSatisfy({ graph.isNavigation[$0] })
        }
        for rib in reused where !claims.contains(rib) {
            let reach = reachable(from: rib, in: graph, claims: claims)
            let drillDown = reused.filter { other in
                other != rib && !claims.contains(other) && reach.contains(other)
                    && reachable(from: other, in: graph, claims: claims).contains(rib)
            }
            let members =
                drillDown.isEmpty
                ? FlowRegion.members(from: rib, in: graph, claims: claims)
                : drillDownMembers(heads: [rib] + drillDown, in: graph, claims: claims)
            // A reused screen that decides once, on its own, may be what each caller wants as it is: the
            // wrapper would only add a level. Proposed where reuse costs: a drill-down cycle, or a flow that
            // decides twice (seed 000's B, whose 나 decides again).
            guard !drillDown.isEmpty || members.filter(graph.decides).count >= 2 else { continue }
            claims.take(members)
            found.append(
                FlattenCandidate(kind: .reused, role: .wrapper, head: rib, members: members, otherHeads: drillDown))
        }
        return found
    }

    /// A drill-down's members: its reused screens, then the screens of their flows that lead back to one of
    /// them (on the cycle). A child one of them alone attaches that does not lead back is part of that screen's
    /// own flow, and stays with it.
    private static func drillDownMembers(heads: [Int], in graph: FlattenGraph, claims: Claims) -> [Int] {
        var members = heads
        for head in heads {
            for member in FlowRegion.members(from: head, in: graph, claims: claims) where !members.contains(member) {
                if !reachable(from: member, in: graph, claims: claims).isDisjoint(with: heads) {
                    members.append(member)
                }
            }
        }
        return members
    }

    /// The screens `rib` navigates to, directly or through other screens none of the patterns took.
    private static func reachable(from rib: Int, in graph: FlattenGraph, claims: Claims) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = [rib]
        while let top = stack.popLast() {
            for child in graph.children[top] where graph.isScreen(child) && !claims.contains(child) {
                if seen.insert(child).inserted { stack.append(child) }
            }
        }
        return seen
    }
}
