import RibTrace

/// How many attached children the attached RIBs have.
public struct FanOutMetrics: Sendable, Equatable, Codable {
    /// The most attached children any RIB has; 0 for an empty tree or a lone root.
    public var maximum: Int
    /// The mean number of attached children over the RIBs that have at least one; 0 if none has.
    public var mean: Double

    /// Creates fan-out metrics from values.
    public init(maximum: Int, mean: Double) {
        self.maximum = maximum
        self.mean = mean
    }

    /// Measures the fan-out of `tree`.
    public init(tree: any RibTree) {
        self.init(tree: tree, index: TreeIndex(tree))
    }

    init(tree: any RibTree, index: TreeIndex) {
        var maximum = 0
        var parents = 0
        var children = 0
        for node in index.preorder {
            let count = tree.children[node].count
            guard count > 0 else { continue }
            parents += 1
            children += count
            maximum = max(maximum, count)
        }
        self.init(maximum: maximum, mean: parents == 0 ? 0 : Double(children) / Double(parents))
    }
}
