import RibTrace

/// **A reused RIB that routes**: a screen that two or more parents attach and that itself attaches children.
/// It becomes a leaf that reports through its listener; a routing-only wrapper takes its place under each
/// parent and attaches it, the children it routed to, and the rest of its flow (``FlowRegion``): the routing
/// screens below it that only it attaches. Reused screens that open one another (a profile opens a story, which
/// opens the profile) are one drill-down: one wrapper takes all their places, and the cycle is gone rather than
/// lifted a level; a child only one of them attaches, and that does not lead back to them, stays with it. What a
/// part of a screen opens counts as the screen's (``FlattenGraph/onward(_:)``): BooruViewer's DetailFeed shows
/// pages that push DetailFeed and MainFeed again, a drill-down through the pages, whose routes move too while
/// the pages stay in their host. A drill-down whose screens push one another, and which no parent outside it
/// pushes, is one navigation controller's stack: a Navigation RIB owns it. A screen that only navigations push
/// is left alone: the navigations are flat already, and each routes on what the screen reports.
enum ReusedRouterPattern {
    static func find(in graph: FlattenGraph, claims: inout Claims) -> [FlattenCandidate] {
        var found: [FlattenCandidate] = []
        let reused = graph.preorder.filter { rib in
            graph.isScreen(rib) && graph.parents[rib].count >= 2 && !graph.onward(rib).isEmpty
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
                FlattenCandidate(
                    kind: .reused, role: role(heads: [rib] + drillDown, members: members, in: graph), head: rib,
                    members: members, otherHeads: drillDown))
        }
        return found
    }

    /// A drill-down's members: its reused screens, then the screens of their flows that lead back to one of
    /// them (on the cycle), then the parts of their screens that navigate (they stay in their hosts; their
    /// routes move). A child one of them alone attaches that does not lead back is part of that screen's own
    /// flow, and stays with it.
    private static func drillDownMembers(heads: [Int], in graph: FlattenGraph, claims: Claims) -> [Int] {
        var members = heads
        for head in heads {
            for member in FlowRegion.members(from: head, in: graph, claims: claims) where !members.contains(member) {
                if !reachable(from: member, in: graph, claims: claims).isDisjoint(with: heads) {
                    members.append(member)
                }
            }
        }
        for member in members {
            for part in graph.routingParts(of: member)
            where graph.isScreen(part) && !claims.contains(part) && !members.contains(part) {
                members.append(part)
            }
        }
        return members
    }

    /// A navigation when the drill-down is one navigation controller's stack: every route among its members into a
    /// head is a push, and no parent outside it pushes a head (a navigation controller cannot be pushed on
    /// another's). BooruViewer's Root presents MainFeed in a navigation controller it makes, and MainFeed and
    /// DetailFeed's pages push the two heads. Else a wrapper, which shows each head as its parent did.
    private static func role(heads: [Int], members: [Int], in graph: FlattenGraph) -> ProposedRole {
        let trace = graph.trace
        let memberIDs = Set(members.map { trace.ribs[$0].id })
        let headIDs = Set(heads.map { trace.ribs[$0].id })
        var pushedWithin = false
        for route in trace.routes
        where headIDs.contains(route.child) && route.untaken == nil && route.presentations != [.unknown] {
            if memberIDs.contains(route.parent) {
                guard route.presentations == [.push] else { return .wrapper }
                pushedWithin = true
            } else if route.presentations.contains(where: { $0 == .push || $0 == .embed }) {
                return .wrapper
            }
        }
        return pushedWithin ? .navigation : .wrapper
    }

    /// The screens `rib` navigates to, directly or through other screens none of the patterns took.
    private static func reachable(from rib: Int, in graph: FlattenGraph, claims: Claims) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = [rib]
        while let top = stack.popLast() {
            for child in graph.onward(top) where graph.isScreen(child) && !claims.contains(child) {
                if seen.insert(child).inserted { stack.append(child) }
            }
        }
        return seen
    }
}
