/// The RIBs of a trace and who attaches whom. For a recording, the tree at one moment: which RIB instances are
/// attached, to whom, and in which order their parents attached them. For a scan of the sources, the graph
/// of RIB types: every type once, with every parent that can attach it (``init(routesOf:)`` makes it from the
/// routes). RIBs are indices into the trace's `ribs`.
///
/// Code that walks "the tree" walks its spanning tree: each RIB under its ``parent`` (in a graph, the parent
/// on its first shortest path from a root), so every RIB is met once. ``children`` and ``otherParents`` hold
/// the rest of a graph's routes.
public struct RibTree: Sendable, Equatable {
    /// The parent of each RIB, nil for a root or a RIB that is not attached. In a graph: the parent on the
    /// RIB's first shortest path from a root.
    public internal(set) var parent: [Int?]
    /// In a graph, each RIB's parents besides ``parent``, in route order; always empty in a recording.
    public internal(set) var otherParents: [[Int]]
    /// Whether each RIB is attached now (in a graph: every RIB is).
    public internal(set) var isAttached: [Bool]
    /// The attached children of each RIB, in attach order; in a graph, every child its routes reach, in
    /// route order, whether or not this RIB is the child's ``parent``.
    public internal(set) var children: [[Int]]
    /// Attached roots, in launch order. In a graph: the RIBs the app launches, then the top of each group of
    /// RIBs that no root reaches (see ``isReachable``).
    public internal(set) var roots: [Int]
    /// Whether this is the graph of a scan rather than a recorded tree.
    public internal(set) var isGraph: Bool
    /// In a graph, whether each RIB can be reached from a RIB the app launches; always true in a recording
    /// for attached RIBs. A graph whose trace names no root counts every RIB nothing attaches as a root.
    public internal(set) var isReachable: [Bool]

    /// An empty tree over `ribCount` RIBs, none attached.
    public init(ribCount: Int) {
        parent = Array(repeating: nil, count: ribCount)
        otherParents = Array(repeating: [], count: ribCount)
        isAttached = Array(repeating: false, count: ribCount)
        children = Array(repeating: [], count: ribCount)
        roots = []
        isGraph = false
        isReachable = Array(repeating: true, count: ribCount)
    }

    /// How many RIBs are attached.
    public var attachedCount: Int { isAttached.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// Every parent of `node`: its ``parent`` first, then ``otherParents``.
    public func parents(of node: Int) -> [Int] {
        (parent[node].map { [$0] } ?? []) + otherParents[node]
    }

    /// The children of `node` on the spanning tree: those whose ``parent`` it is, in route order.
    public func treeChildren(of node: Int) -> [Int] {
        isGraph ? children[node].filter { parent[$0] == node } : children[node]
    }

    /// The attached RIBs in depth-first pre-order over the spanning tree (each parent before its children,
    /// children in attach order): every RIB once.
    public var preorder: [Int] { preorder(from: roots) }

    /// `top` and every RIB it can reach, in depth-first pre-order, each once: what detaching `top` takes
    /// with it in a recording, everything below `top` in a graph.
    public func subtree(of top: Int) -> [Int] {
        isGraph ? Self.depthFirst(from: top) { children[$0] } : preorder(from: [top])
    }

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

    private func preorder(from tops: [Int]) -> [Int] {
        var order: [Int] = []
        var stack = tops.reversed() as [Int]
        while let node = stack.popLast() {
            order.append(node)
            stack.append(contentsOf: treeChildren(of: node).reversed())
        }
        return order
    }

    /// The depth of every attached RIB (roots are 0); nil for detached ones. In a graph, the length of the
    /// shortest path from a root.
    public var depths: [Int?] {
        var depth = [Int?](repeating: nil, count: parent.count)
        for node in preorder { depth[node] = parent[node].map { depth[$0]! + 1 } ?? 0 }
        return depth
    }

    /// An event that contradicts the tree: its sequence number and why.
    package struct Contradiction: Error, Sendable {
        package var seq: Int
        package var reason: String
    }

    /// The tree after `events` too, over `ribs` (the RIBs it had first, then any new ones, detached): what a
    /// stream's batch costs, whatever the session held before it. The first event that contradicts it
    /// fails.
    package func extended(by events: [TraceEvent], ribs: [RIB]) -> Result<RibTree, Contradiction> {
        var tree = self
        let added = ribs.count - parent.count
        if added > 0 {
            tree.parent += Array(repeating: nil, count: added)
            tree.otherParents += Array(repeating: [], count: added)
            tree.isAttached += Array(repeating: false, count: added)
            tree.children += Array(repeating: [], count: added)
            tree.isReachable += Array(repeating: true, count: added)
        }
        for event in events {
            if let reason = tree.apply(event, names: ribs) {
                return .failure(Contradiction(seq: event.seq, reason: reason))
            }
        }
        return .success(tree)
    }

    /// Applies `event`, or explains why it contradicts the tree; names come from `ribs`.
    mutating func apply(_ event: TraceEvent, names ribs: [RIB]) -> String? {
        let child = event.child
        func name(_ index: Int) -> String { "\"\(ribs[index].id)\"" }
        switch event.kind {
        case .attach:
            if let parent = event.parent {
                if parent == child { return "attaching \(name(child)) to itself would make a cycle" }
                if isAttached[child] {
                    return isAncestor(child, of: parent)
                        ? "attaching \(name(child)) under its own descendant \(name(parent)) would make a cycle"
                        : "\(name(child)) is already attached\(self.parent[child].map { " to \(name($0))" } ?? " as a root")"
                }
                if !isAttached[parent] { return "parent \(name(parent)) is not attached" }
                children[parent].append(child)
            } else {
                if isAttached[child] { return "\(name(child)) is already attached" }
                roots.append(child)
            }
            self.parent[child] = event.parent
            isAttached[child] = true
        case .detach:
            guard isAttached[child] else { return "detaching \(name(child)), which is not attached" }
            guard self.parent[child] == event.parent else {
                let actual = self.parent[child].map { "to \(name($0))" } ?? "as a root"
                let claimed = event.parent.map { "from \(name($0))" } ?? "as a root"
                return "detaching \(name(child)) \(claimed), but it is attached \(actual)"
            }
            if let parent = event.parent {
                children[parent].removeAll { $0 == child }
            } else {
                roots.removeAll { $0 == child }
            }
            detachSubtree(child)
        }
        return nil
    }

    private func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
        var current: Int? = node
        while let next = current {
            if next == ancestor { return true }
            current = parent[next]
        }
        return false
    }

    private mutating func detachSubtree(_ top: Int) {
        var stack = [top]
        while let node = stack.popLast() {
            stack.append(contentsOf: children[node])
            children[node] = []
            parent[node] = nil
            isAttached[node] = false
        }
    }
}
