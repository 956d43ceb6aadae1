import RibTrace

/// The walk every tree metric shares, computed once: attached RIBs in preorder and each one's depth.
struct TreeIndex {
    /// Attached RIBs, each parent before its children, children in attach order.
    let preorder: [Int]
    /// The depth of every RIB counted in levels (a root is 1); 0 for a RIB that is not attached.
    let depth: [Int]

    /// Walks `tree` once, without recursion.
    init(_ tree: any RibTree) {
        preorder = tree.preorder
        var depth = [Int](repeating: 0, count: tree.parent.count)
        for node in preorder {
            depth[node] = tree.parent[node].map { depth[$0] + 1 } ?? 1
        }
        self.depth = depth
    }
}
