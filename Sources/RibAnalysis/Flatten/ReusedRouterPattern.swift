/// **A reused RIB that routes**: a screen that two or more parents attach and that itself attaches children.
/// It becomes a leaf that reports through its listener; a routing-only wrapper takes its place under each
/// parent and attaches it, the children it routed to, and the rest of its flow (``FlowRegion``): the routing
/// screens below it that only it attaches.
enum ReusedRouterPattern {
    static func find(in graph: FlattenGraph, claims: inout Claims) -> [FlattenCandidate] {
        var found: [FlattenCandidate] = []
        for rib in graph.preorder
        where graph.isScreen(rib) && !claims.contains(rib) && graph.parents[rib].count >= 2
            && !graph.children[rib].isEmpty
        {
            let members = FlowRegion.members(from: rib, in: graph, claims: claims)
            claims.take(members)
            found.append(FlattenCandidate(kind: .reused, head: rib, members: members))
        }
        return found
    }
}
