import RibTrace

/// The routing screens of one flow, from its head down: the head, then every screen a member routes to
/// that has that member as its only parent and routes on itself. A screen with several parents is a reused
/// RIB, the head of a flow of its own; a leaf, a settled RIB or a RIB another change took stays outside,
/// as a child the flow attaches.
enum FlowRegion {
    /// The members in preorder, the head first.
    static func members(from head: Int, in graph: FlattenGraph, claims: Claims) -> [Int] {
        RouteGraph.depthFirst(from: head) { rib in
            graph.children[rib].filter { child in
                !claims.contains(child) && graph.isScreen(child) && graph.parents[child] == [rib]
                    && !graph.children[child].isEmpty
            }
        }
    }
}
