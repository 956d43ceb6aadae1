import RibTrace

/// The figures a flatten plan compares before and after: depth, where routing is decided and how decisions
/// stack (``BranchingPaths``), dependency tunnels, and what the invariants watch (reachability, cycles).
package struct FlattenMeasures: Sendable, Equatable, Codable {
    /// How many RIB types the graph has.
    package var ribTypes: Int
    /// The deepest RIB type's depth along its shortest path from a root (a root is 1).
    package var maximumDepth: Int
    /// The mean depth of the RIB types that route nowhere.
    package var meanLeafDepth: Double
    /// RIB types whose router holds two or more child builders, with their depths (``RoutingMetrics``).
    package var decisionPoints: [DecisionPoint]
    /// The screens that decide (viewful RIBs with two or more routes, not a root, a navigation or a proposed RIB):
    /// routing inside reusable RIBs, with their depths.
    package var deciding: [DecisionPoint]
    /// The most screens that decide on one path from a root to a leaf.
    package var nestedDecisions: Int
    /// Paths from a root to a leaf through two or more screens that decide (saturating at `Int.max`).
    package var branchingPaths: Int
    /// The longest dependency tunnel and the mean one (``DependencyMetrics``).
    package var maximumTunnel: Int
    package var meanTunnel: Double
    /// RIB types no root reaches, and RIB types on a cycle of routes, in trace order.
    package var unreachable: [String]
    package var onCycles: [String]

    /// Measures `trace`, a graph of RIB types.
    init(_ trace: Trace) {
        let graph = FlattenGraph(trace)
        let tree = graph.tree
        let metrics = TreeMetrics(trace: trace, tree: tree)
        let branching = BranchingPaths(graph: graph)
        deciding = graph.deciding
        ribTypes = trace.ribs.count
        maximumDepth = metrics.depth.maximum
        meanLeafDepth = metrics.depth.meanLeafDepth
        decisionPoints = metrics.routing.decisionPoints
        nestedDecisions = branching.nestedDecisions
        branchingPaths = branching.branchingPaths
        maximumTunnel = metrics.dependencies.maximumTunnel
        meanTunnel = metrics.dependencies.meanTunnel
        unreachable = metrics.graph?.unreachable ?? []
        onCycles = metrics.graph?.onCycles ?? []
    }

    /// The deepest decision point's depth; 0 when there is none.
    package var deepestDecision: Int { decisionPoints.map(\.depth).max() ?? 0 }

    /// The deepest screen that decides; 0 when there is none.
    package var deepestDeciding: Int { deciding.map(\.depth).max() ?? 0 }
}
