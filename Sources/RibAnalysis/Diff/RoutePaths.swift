import RibTrace

/// How many paths along routes lead from the roots to each RIB type of a graph: the number of places a
/// screen can be reached from, which a tree of copies used to show as that many copies. A route that closes
/// a cycle is not followed (a cycle would make the count endless); counts stop at ``limit``.
enum RoutePaths {
    static let limit = 1_000_000

    /// The count of each RIB (index-aligned with the tree's RIBs); 0 for a RIB no root reaches.
    static func counts(in tree: RouteGraph) -> [Int] {
        let count = tree.children.count
        // Depth-first from the roots, children in route order: finishing order reversed is a topological
        // order of the routes that do not lead back onto the current path.
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the path, 2 done
        var finished: [Int] = []
        var closesCycle = Set<TreeEdgeKeyIndex>()
        for root in tree.roots where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (node, next) = stack.last {
                guard next < tree.children[node].count else {
                    state[node] = 2
                    finished.append(node)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let child = tree.children[node][next]
                switch state[child] {
                case 0:
                    state[child] = 1
                    stack.append((child, 0))
                case 1: closesCycle.insert(TreeEdgeKeyIndex(parent: node, child: child))
                default: break
                }
            }
        }
        var paths = [Int](repeating: 0, count: count)
        for root in tree.roots { paths[root] = 1 }
        for node in finished.reversed() {
            for child in tree.children[node] where !closesCycle.contains(TreeEdgeKeyIndex(parent: node, child: child)) {
                paths[child] = min(limit, paths[child] + paths[node])
            }
        }
        return paths
    }

    private struct TreeEdgeKeyIndex: Hashable {
        var parent: Int, child: Int
    }
}
