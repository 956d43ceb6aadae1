import RibTrace

/// What only the graph of RIB types that a scan of the sources gives has: its routes, the RIB types several
/// parents attach, those no launch root reaches, and those on a cycle of routes. Every figure counts RIB
/// types, never copies: a RIB type that three screens present is one RIB type with three parents.
public struct GraphMetrics: Sendable, Equatable, Codable {
    /// How many routes the graph has: one per (parent RIB type, child RIB type).
    public var routes: Int
    /// The RIB types with two or more parents, the most parents first (ties in trace order).
    public var shared: [SharedRIB]
    /// The RIB types that no RIB the app launches can reach (`RouteGraph.isReachable`), in trace order.
    public var unreachable: [String]
    /// The RIB types on a cycle of routes (`RouteGraph.ribsOnCycles`), in trace order.
    public var onCycles: [String]

    /// Creates graph metrics from values.
    public init(routes: Int, shared: [SharedRIB], unreachable: [String], onCycles: [String]) {
        self.routes = routes
        self.shared = shared
        self.unreachable = unreachable
        self.onCycles = onCycles
    }

    /// Measures `graph`, the graph of `trace`'s RIB types.
    public init(trace: Trace, graph: RouteGraph) {
        let ids = trace.ribs.map(\.id)
        let parents = ids.indices.map { graph.parents(of: $0).count }
        let shared = ids.indices.filter { parents[$0] >= 2 }
            .sorted { parents[$0] != parents[$1] ? parents[$0] > parents[$1] : $0 < $1 }
            .map { SharedRIB(rib: ids[$0], parents: parents[$0]) }
        self.init(
            routes: graph.children.reduce(0) { $0 + $1.count }, shared: shared,
            unreachable: ids.indices.filter { !graph.isReachable[$0] }.map { ids[$0] },
            onCycles: graph.ribsOnCycles.map { ids[$0] })
    }
}

/// A RIB type that several parents attach, and how many.
public struct SharedRIB: Sendable, Equatable, Codable {
    /// The RIB type's id.
    public var rib: String
    /// How many parent RIB types have a route to it.
    public var parents: Int

    /// Creates an entry.
    public init(rib: String, parents: Int) {
        self.rib = rib
        self.parents = parents
    }
}
