extension RibTree {
    /// The graph of a scan's RIB types, made from `trace`'s routes: every RIB once, its children in route
    /// order, its ``parent`` the one on its first shortest path from a root (breadth first from the roots, in
    /// trace order), its other parents in ``otherParents``. The roots are the RIBs the trace marks `root`
    /// (every RIB nothing attaches, when it marks none), then the top of each group no root reaches: a RIB
    /// nothing attaches, else the first in trace order of a group that only attaches itself.
    public init(routesOf trace: Trace) {
        let count = trace.ribs.count
        self.init(ribCount: count)
        isGraph = true
        isAttached = Array(repeating: true, count: count)
        var incoming = [[Int]](repeating: [], count: count)
        for route in trace.routes {
            guard let parent = trace.index(ofRIB: route.parent), let child = trace.index(ofRIB: route.child) else {
                continue
            }
            children[parent].append(child)
            incoming[child].append(parent)
        }
        var reached = [Bool](repeating: false, count: count)
        func spread(from top: Int) {
            roots.append(top)
            reached[top] = true
            var queue = [top]
            var next = 0
            while next < queue.count {
                let node = queue[next]
                next += 1
                for child in children[node] where !reached[child] {
                    reached[child] = true
                    parent[child] = node
                    queue.append(child)
                }
            }
        }
        let launched = trace.ribs.indices.filter { trace.ribs[$0].isRoot }
        for top in launched.isEmpty ? trace.ribs.indices.filter({ incoming[$0].isEmpty }) : launched where !reached[top]
        {
            spread(from: top)
        }
        isReachable = reached
        for top in trace.ribs.indices where !reached[top] && incoming[top].isEmpty { spread(from: top) }
        for top in trace.ribs.indices where !reached[top] { spread(from: top) }
        for node in 0..<count {
            var others = incoming[node]
            if let first = parent[node], let at = others.firstIndex(of: first) { others.remove(at: at) }
            otherParents[node] = others
        }
    }

    /// The RIBs on a cycle of routes (a RIB that can attach, through its children, a RIB of its own kind),
    /// each once, in trace order; empty for a recording.
    public var ribsOnCycles: [Int] {
        guard isGraph else { return [] }
        return StronglyConnected(children: children).onCycles
    }
}

/// Tarjan's strongly connected components, iterative (scanned graphs run thousands deep): which nodes lie
/// on a cycle.
private struct StronglyConnected {
    let onCycles: [Int]

    init(children: [[Int]]) {
        let count = children.count
        var index = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var cyclic = [Bool](repeating: false, count: count)
        var counter = 0
        for start in 0..<count where index[start] < 0 {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            index[start] = counter
            low[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let (node, next) = work.last {
                if next < children[node].count {
                    work[work.count - 1].next += 1
                    let child = children[node][next]
                    if child == node { cyclic[node] = true }
                    if index[child] < 0 {
                        index[child] = counter
                        low[child] = counter
                        counter += 1
                        stack.append(child)
                        onStack[child] = true
                        work.append((child, 0))
                    } else if onStack[child] {
                        low[node] = min(low[node], index[child])
                    }
                    continue
                }
                work.removeLast()
                if let (up, _) = work.last { low[up] = min(low[up], low[node]) }
                guard low[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 { for member in component { cyclic[member] = true } }
            }
        }
        onCycles = (0..<count).filter { cyclic[$0] }
    }
}
