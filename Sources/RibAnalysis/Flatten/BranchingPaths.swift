import RibTrace

/// How routing decisions stack along the paths of a graph of RIB types: what seed 000 says multiplies with
/// depth. The *deciding* RIBs are the screens that decide (``FlattenGraph/decides(_:)``): routing inside a
/// reusable RIB, not in a wrapper or a navigation built to route. The graph's paths run from the roots along
/// routes; a route back to a RIB already on the path (a cycle) ends it.
struct BranchingPaths {
    /// The most deciding RIBs on one path from a root to a leaf.
    let nestedDecisions: Int
    /// The paths from a root to a leaf that pass two or more deciding RIBs: each is a combination of decisions
    /// a change to one of them must consider. Saturates at `Int.max`.
    let branchingPaths: Int

    init(graph: FlattenGraph) {
        let tree = graph.tree
        let count = graph.trace.ribs.count
        let decides = (0..<count).map(graph.decides)
        let order = Self.topologicalOrder(tree)
        // The DAG left when each route back to a RIB on the current path is dropped.
        var position = [Int](repeating: -1, count: count)
        for (index, node) in order.enumerated() { position[node] = index }
        let forward = (0..<count).map { node in tree.children[node].filter { position[$0] > position[node] } }
        var most = [Int](repeating: 0, count: count)
        // Paths reaching each RIB by how many deciding RIBs they passed: none, one, two or more.
        var paths = [[Int]](repeating: [0, 0, 0], count: count)
        for root in tree.roots { paths[root][0] = 1 }
        var nested = 0
        var branching = 0
        for node in order {
            let own = decides[node] ? 1 : 0
            most[node] += own
            if own == 1 { paths[node] = [0, paths[node][0], Self.add(paths[node][1], paths[node][2])] }
            if forward[node].isEmpty {
                nested = max(nested, most[node])
                branching = Self.add(branching, paths[node][2])
            }
            for child in forward[node] {
                most[child] = max(most[child], most[node])
                for k in 0..<3 { paths[child][k] = Self.add(paths[child][k], paths[node][k]) }
            }
        }
        nestedDecisions = nested
        branchingPaths = branching
    }

    /// Saturating addition: path counts double with each shared RIB.
    private static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// Reverse postorder of a depth-first walk from the roots (children in route order), then from every RIB
    /// not reached: parents before children, except along the routes back that close a cycle.
    private static func topologicalOrder(_ tree: RouteGraph) -> [Int] {
        let count = tree.children.count
        var visited = [Bool](repeating: false, count: count)
        var postorder: [Int] = []
        postorder.reserveCapacity(count)
        for start in tree.roots + Array(0..<count) where !visited[start] {
            visited[start] = true
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            while let (node, next) = stack.last {
                if next < tree.children[node].count {
                    stack[stack.count - 1].next += 1
                    let child = tree.children[node][next]
                    if !visited[child] {
                        visited[child] = true
                        stack.append((child, 0))
                    }
                } else {
                    postorder.append(node)
                    stack.removeLast()
                }
            }
        }
        return postorder.reversed()
    }
}
