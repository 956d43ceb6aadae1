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
    /// How many wrapper and navigation RIBs the graph has (``RoutingMetrics``), proposed ones included.
    package var wrappers: Int
    package var navigations: Int

    /// Measures `trace`, a graph of RIB types, without the routes no code path takes (`Route.untaken`): a screen
    /// only such a route reaches is reached by nothing, and decides nothing.
    init(_ whole: Trace) {
        var trace = whole
        trace.routes.removeAll { $0.untaken != nil }
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
        wrappers = metrics.routing.wrappers.count
        navigations = metrics.routing.navigations.count
    }

    /// The deepest decision point's depth; 0 when there is none.
    package var deepestDecision: Int { decisionPoints.map(\.depth).max() ?? 0 }

    /// The deepest screen that decides; 0 when there is none.
    package var deepestDeciding: Int { deciding.map(\.depth).max() ?? 0 }

    /// The figures of these measures (left) and `after` (right), in the order the plan and its picture show
    /// them, each with the better side where the figure has a better direction; the decision points' depths
    /// listed with `depths` (the plan), counted alone without (a picture's table stays narrow).
    package func rows(after a: FlattenMeasures, depths: Bool = true) -> [MetricRow] {
        let b = self
        func count(_ value: Int) -> String { value == Int.max ? "more than 9×10¹⁸" : String(value) }
        func row(_ label: String, _ old: Int, _ new: Int, lowerIsBetter: Bool?) -> MetricRow {
            MetricRow(label, left: count(old), right: count(new), better: Self.better(old, new, lowerIsBetter))
        }
        func decimal(_ label: String, _ old: Double, _ new: Double) -> MetricRow {
            MetricRow(
                label, left: DecimalText.fixed(old, decimals: 2), right: DecimalText.fixed(new, decimals: 2),
                better: Self.better(old, new, true))
        }
        func points(_ points: [DecisionPoint]) -> String {
            guard depths, !points.isEmpty else { return String(points.count) }
            return "\(points.count) (depths \(points.map { String($0.depth) }.joined(separator: ", ")))"
        }
        return [
            row("RIB types", b.ribTypes, a.ribTypes, lowerIsBetter: nil),
            row("maximum depth (shortest path)", b.maximumDepth, a.maximumDepth, lowerIsBetter: true),
            decimal("mean leaf depth", b.meanLeafDepth, a.meanLeafDepth),
            MetricRow(
                "decision points (routers with two or more routes)", left: points(b.decisionPoints),
                right: points(a.decisionPoints), better: nil),
            row("deepest decision point", b.deepestDecision, a.deepestDecision, lowerIsBetter: true),
            MetricRow(
                "screens that decide", left: points(b.deciding), right: points(a.deciding),
                better: Self.better(b.deciding.count, a.deciding.count, true)),
            row("deepest screen that decides", b.deepestDeciding, a.deepestDeciding, lowerIsBetter: true),
            row("most deciding screens on one path", b.nestedDecisions, a.nestedDecisions, lowerIsBetter: true),
            row("paths through two or more deciding screens", b.branchingPaths, a.branchingPaths, lowerIsBetter: true),
            row("wrapper RIBs", b.wrappers, a.wrappers, lowerIsBetter: nil),
            row("navigation RIBs", b.navigations, a.navigations, lowerIsBetter: nil),
            row("longest dependency tunnel", b.maximumTunnel, a.maximumTunnel, lowerIsBetter: true),
            decimal("mean dependency tunnel", b.meanTunnel, a.meanTunnel),
            row("unreachable RIB types", b.unreachable.count, a.unreachable.count, lowerIsBetter: true),
            row("RIB types on cycles", b.onCycles.count, a.onCycles.count, lowerIsBetter: true),
        ]
    }

    private static func better<T: Comparable>(_ old: T, _ new: T, _ lowerIsBetter: Bool?) -> MetricRow.Side? {
        guard let lowerIsBetter, old != new else { return nil }
        return (new < old) == lowerIsBetter ? .right : .left
    }
}
