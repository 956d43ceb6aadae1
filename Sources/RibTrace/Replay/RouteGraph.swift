/// A scan's graph of RIB types: every type once, with every parent whose routes can attach it (the routes, with
/// how each shows its child, stay in the trace). Its spanning tree hangs each type under the parent on its first
/// shortest path from a root. Nothing is attached or detached: the graph is what the sources allow.
public struct RouteGraph: RibTree, Equatable {
    /// A scan's words: a graph of RIB types.
    public static let wording = TraceWording.scan
    /// The parent on each RIB type's first shortest path from a root; nil for a root.
    public let parent: [Int?]
    /// Each RIB type's parents besides ``parent``, in route order.
    public let otherParents: [[Int]]
    /// Every RIB type is attached: the graph holds each once.
    public let isAttached: [Bool]
    /// Every child each RIB type's routes reach, in route order, whether or not this type is the child's
    /// ``parent``.
    public let children: [[Int]]
    /// The RIB types the app launches, then the top of each group that no launch root reaches (see
    /// ``isReachable``).
    public let roots: [Int]
    /// Whether each RIB type can be reached from a RIB type the app launches. A graph whose trace names no root
    /// counts every RIB type nothing attaches as a root.
    public let isReachable: [Bool]

    /// The graph of `trace`'s RIB types, made from its routes: every RIB once, its children in route order, its
    /// ``parent`` the one on its first shortest path from a root (breadth first from the roots, in trace order),
    /// its other parents in ``otherParents``. The roots are the RIBs the trace marks `root` (every RIB nothing
    /// attaches, when it marks none), then the top of each group no root reaches: a RIB nothing attaches, else
    /// the first in trace order of a group that only attaches itself.
    public init(routesOf trace: Trace) {
        let count = trace.ribs.count
        var children = [[Int]](repeating: [], count: count)
        var incoming = [[Int]](repeating: [], count: count)
        for route in trace.routes {
            guard let parent = trace.index(ofRIB: route.parent), let child = trace.index(ofRIB: route.child) else {
                continue
            }
            children[parent].append(child)
            incoming[child].append(parent)
        }
        var parent = [Int?](repeating: nil, count: count)
        var roots: [Int] = []
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
        otherParents = (0..<count).map { node in
            var others = incoming[node]
            if let first = parent[node], let at = others.firstIndex(of: first) { others.remove(at: at) }
            return others
        }
        self.parent = parent
        self.children = children
        self.roots = roots
        isAttached = Array(repeating: true, count: count)
    }

    /// The launch roots' tops of groups no launch root reaches.
    public var unreachableRoots: [Int] { roots.filter { !isReachable[$0] } }

    /// The RIB types on a cycle of routes (a RIB that can attach, through its children, a RIB of its own kind),
    /// each once, in trace order.
    public var ribsOnCycles: [Int] { StronglyConnected(children: children).onCycles }

    /// The children whose ``parent`` `node` is, in route order.
    public func treeChildren(of node: Int) -> [Int] { children[node].filter { parent[$0] == node } }

    /// ``parent`` first, then ``otherParents``.
    public func parents(of node: Int) -> [Int] { (parent[node].map { [$0] } ?? []) + otherParents[node] }

    /// `top` and every RIB type its routes reach, however many ways lead there.
    public func subtree(of top: Int) -> [Int] { Self.depthFirst(from: top) { children[$0] } }

    /// Breadth first through the visible RIB types from the visible roots, the launched ones first: a RIB type a
    /// launched one reaches is never hung under one that none reaches, however near.
    public func spanningParents(among visible: Set<Int>) -> [Int?] {
        var placed = [Int?](repeating: nil, count: parent.count)
        let roots = self.roots.filter(visible.contains)
        var reached = Set(roots)
        for group in [roots.filter { isReachable[$0] }, roots.filter { !isReachable[$0] }] {
            var queue = group
            var next = 0
            while next < queue.count {
                let node = queue[next]
                next += 1
                for child in children[node] where visible.contains(child) && reached.insert(child).inserted {
                    placed[child] = node
                    queue.append(child)
                }
            }
        }
        return placed
    }

    /// The RIB type's id.
    public func place(of node: Int, in trace: Trace) -> String { trace.ribs[node].id }

    /// The route, ``place(ofRoute:to:)``.
    public func place(ofChild child: Int, under parent: Int, in trace: Trace) -> String {
        Self.place(ofRoute: trace.ribs[parent].id, to: trace.ribs[child].id)
    }

    /// Where the route is declared (its first, when the trace lists it twice), else where the child is.
    public func declaration(ofChild child: Int, under parent: Int, in trace: Trace) -> String? {
        let parentID = trace.ribs[parent].id, childID = trace.ribs[child].id
        let route = trace.routes.first { $0.parent == parentID && $0.child == childID }
        return route?.declaredIn ?? trace.ribs[child].declaredIn
    }

    /// Every route by RIB ids of `trace`, parents in preorder, children in route order.
    package func routeKeys(in trace: Trace) -> [TreeEdgeKey] {
        preorder.flatMap { parent in
            children[parent].map { TreeEdgeKey(parent: trace.ribs[parent].id, child: trace.ribs[$0].id) }
        }
    }

    /// `Parent -> Child`: how reports name a route, whatever other ways lead to either end.
    package static func place(ofRoute parent: String, to child: String) -> String { "\(parent) -> \(child)" }

    /// `top` and every node `next` leads to from it, in depth-first pre-order (each node's `next` in order),
    /// each once however many ways lead to it.
    package static func depthFirst(from top: Int, next: (Int) -> [Int]) -> [Int] {
        var order: [Int] = []
        var seen = Set<Int>()
        var stack = [top]
        while let node = stack.popLast() {
            guard seen.insert(node).inserted else { continue }
            order.append(node)
            stack.append(contentsOf: next(node).reversed())
        }
        return order
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
