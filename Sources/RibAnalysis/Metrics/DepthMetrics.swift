import RibTrace

/// How deep the tree is, counted in levels: a lone root has depth 1. Attached RIBs only. In a scan's graph of
/// RIB types, a RIB type's depth is its shortest path from a root (``measure``): a RIB type reached from
/// three screens is as deep as the nearest of them makes it.
public struct DepthMetrics: Sendable, Equatable, Codable {
    /// How a depth is measured where a RIB can be reached along several paths.
    public enum Measure: String, Sendable, Equatable, Codable {
        /// The shortest path from a root (a launch root, or the top of a group no launch root reaches).
        case shortestPath = "shortest path"
    }

    /// The depth of the deepest attached RIB; 0 for an empty tree.
    public var maximum: Int
    /// The mean depth (root = 1) of the attached RIBs that have no attached child; 0 for an empty tree.
    public var meanLeafDepth: Double
    /// How many attached RIBs sit at each level: `perLevel[0]` counts the roots, `perLevel[k]` the RIBs
    /// at depth `k + 1`. Its count is ``maximum``.
    public var perLevel: [Int]
    /// The most viewless RIBs that follow one another on a single parent → child path (0 when every
    /// attached RIB is viewful). A long chain is routing logic stacked without screens. In a graph, along
    /// the shortest paths.
    public var longestViewlessChain: Int
    /// In a graph, how the depths are measured; nil (absent from JSON) for a recording's tree, which has one
    /// path to each RIB.
    public var measure: Measure?
    /// Navigation depth: the most screens a user passes through to reach an attached RIB, counting the
    /// root's screen and each push, present or root swap on the way, not the parts of a screen (sections,
    /// tabs) nor viewless RIBs. A route whose presentation is not known counts as a screen when its child has
    /// a view. Nil (absent from JSON) when no route of the trace says how it is shown.
    public var maximumNavigation: Int?

    /// Creates depth metrics from values.
    public init(
        maximum: Int, meanLeafDepth: Double, perLevel: [Int], longestViewlessChain: Int, measure: Measure? = nil,
        maximumNavigation: Int? = nil
    ) {
        self.maximum = maximum
        self.meanLeafDepth = meanLeafDepth
        self.perLevel = perLevel
        self.longestViewlessChain = longestViewlessChain
        self.measure = measure
        self.maximumNavigation = maximumNavigation
    }

    /// Measures the depth of `tree`, a replay of `trace`.
    public init(trace: Trace, tree: any RibTree) {
        self.init(trace: trace, tree: tree, index: TreeIndex(tree))
    }

    init(trace: Trace, tree: any RibTree, index: TreeIndex) {
        var perLevel: [Int] = []
        var leafDepths = 0
        var leaves = 0
        // run[node]: viewless RIBs ending at node on its path from the root (0 when node is viewful).
        var run = [Int](repeating: 0, count: tree.parent.count)
        var longest = 0
        let showing = RouteShowing(trace)
        for node in index.preorder {
            let depth = index.depth[node]
            if depth > perLevel.count { perLevel.append(0) }
            perLevel[depth - 1] += 1
            if tree.children[node].isEmpty {
                leaves += 1
                leafDepths += depth
            }
            if !trace.ribs[node].isViewful {
                run[node] = (tree.parent[node].map { run[$0] } ?? 0) + 1
                longest = max(longest, run[node])
            }
        }
        self.init(
            maximum: perLevel.count, meanLeafDepth: leaves == 0 ? 0 : Double(leafDepths) / Double(leaves),
            perLevel: perLevel, longestViewlessChain: longest,
            measure: tree.wording.depthMeasure.flatMap(Measure.init(rawValue:)),
            maximumNavigation: showing.isKnown
                ? showing.screenDepths(of: tree, in: trace, preorder: index.preorder).max() ?? 0 : nil)
    }
}
