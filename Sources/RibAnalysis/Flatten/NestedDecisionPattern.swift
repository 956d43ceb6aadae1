import RibTrace

/// **Routing deep inside a flow**: a screen with one parent that decides between two or more children, whose
/// flow (``FlowRegion``) holds another screen that decides. The topmost such screen heads the flow (the spanning
/// tree's preorder meets it first); a wrapper takes its place and owns every RIB of the flow as siblings, so
/// depth stops multiplying the branches. A screen that decides once, with no deciding screen below it in its
/// flow, is left alone. A flow a navigation of the app pushes joins that navigation. A flow whose head pushes every
/// screen it shows goes under a navigation RIB instead, in the head's place (seed 000: pushes are a navigation's):
/// the head is the root of a navigation controller, such as one its parent makes and presents. A flow whose head no
/// proposed RIB may replace (the window's root, a tab, a part) is reported, and left as it is.
enum NestedDecisionPattern {
    static func find(in graph: FlattenGraph, claims: inout Claims) -> [FlattenCandidate] {
        var found: [FlattenCandidate] = []
        for rib in graph.preorder where graph.decides(rib) && !claims.contains(rib) && graph.parents[rib].count == 1 {
            let members = FlowRegion.members(from: rib, in: graph, claims: claims)
            guard members.dropFirst().contains(where: graph.decides) else { continue }
            if graph.joinedNavigation(rib) == nil, let reason = graph.whyKept(rib, from: .wrapper) {
                // Not claimed: the flow's screens stay free for the other patterns, as if it were not found.
                found.append(FlattenCandidate(kind: .nested, role: .wrapper, head: rib, members: [], blocked: reason))
                continue
            }
            claims.take(members)
            let role: ProposedRole =
                graph.pushesAll(rib) && graph.canBeReplaced(rib, by: .navigation) ? .navigation : .wrapper
            found.append(
                FlattenCandidate(
                    kind: .nested, role: role, head: rib, members: members, joins: graph.joinedNavigation(rib)))
        }
        return found
    }
}
