import RibTrace

/// Numbers about the tree at one event (a replay of a trace), one concern per type.
///
/// Every metric looks only at attached RIBs, except where its doc comment says otherwise; the trace
/// supplies what the tree cannot (views, routes, listeners, dependency edges, the component chain).
/// In a scan's graph of RIB types every RIB type is attached once, whatever its number of parents: the
/// figures count RIB types, depths are shortest paths from a root, and fan-out counts routes.
/// Each computation is linear in the size of the trace and iterative, so a 20,000-level chain is fine.
public struct TreeMetrics: Sendable, Equatable, Codable {
    /// How many RIBs are attached, viewful and viewless.
    public var size: SizeMetrics
    /// How deep the tree is and how its RIBs spread over the levels.
    public var depth: DepthMetrics
    /// How many children the attached RIBs have.
    public var fanOut: FanOutMetrics
    /// Where routing is decided: decision points, wrapper RIBs, navigation RIBs.
    public var routing: RoutingMetrics
    /// How far dependencies travel through the component chain.
    public var dependencies: DependencyMetrics
    /// Routes, shared, unreachable and cyclic RIB types: for a scan's graph of RIB types only (nil, and
    /// absent from JSON, for a recording).
    public var graph: GraphMetrics?

    /// Computes every metric of `tree`, a replay of `trace`: a graph's own (``graph``) when it is a scan's
    /// `RouteGraph`.
    public init(trace: Trace, tree: any RibTree) {
        let index = TreeIndex(tree)
        size = SizeMetrics(trace: trace, index: index)
        depth = DepthMetrics(trace: trace, tree: tree, index: index)
        fanOut = FanOutMetrics(tree: tree, index: index)
        routing = RoutingMetrics(trace: trace, tree: tree, index: index)
        dependencies = DependencyMetrics(trace: trace, tree: tree, index: index)
        graph = (tree as? RouteGraph).map { GraphMetrics(trace: trace, graph: $0) }
    }

    /// Assembles metrics computed elsewhere (for tests and for tools that compare two runs).
    public init(
        size: SizeMetrics, depth: DepthMetrics, fanOut: FanOutMetrics, routing: RoutingMetrics,
        dependencies: DependencyMetrics, graph: GraphMetrics? = nil
    ) {
        self.size = size
        self.depth = depth
        self.fanOut = fanOut
        self.routing = routing
        self.dependencies = dependencies
        self.graph = graph
    }

    /// The words these figures are written in: a graph's when they hold a graph's own (``graph``), since only a
    /// `RouteGraph` gives those, else a recording's tree's.
    package var wording: TraceWording { graph == nil ? RecordedTree.wording : RouteGraph.wording }
}
