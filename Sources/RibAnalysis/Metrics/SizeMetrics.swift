import RibTrace

/// How many RIBs are attached, split by whether they own a view controller. Detached RIBs are not counted.
public struct SizeMetrics: Sendable, Equatable, Codable {
    /// Attached RIBs.
    public var ribs: Int
    /// Attached RIBs with a view controller (`RIB.isViewful`).
    public var viewful: Int
    /// Attached RIBs without one: they only route, or borrow an ancestor's view.
    public var viewless: Int

    /// Creates size metrics from counts.
    public init(ribs: Int, viewful: Int, viewless: Int) {
        self.ribs = ribs
        self.viewful = viewful
        self.viewless = viewless
    }

    /// Counts the attached RIBs of `tree`, a replay of `trace`.
    public init(trace: Trace, tree: any RibTree) {
        self.init(trace: trace, index: TreeIndex(tree))
    }

    init(trace: Trace, index: TreeIndex) {
        var viewful = 0
        for node in index.preorder where trace.ribs[node].isViewful { viewful += 1 }
        self.init(ribs: index.preorder.count, viewful: viewful, viewless: index.preorder.count - viewful)
    }
}
