/// The RIB tree at one moment of a trace: which RIBs are attached, to whom, and in which order their
/// parents attached them. RIBs are indices into the trace's `ribs`.
public struct RibTree: Sendable, Equatable {
    /// The parent of each RIB, nil for a root or a RIB that is not attached.
    public private(set) var parent: [Int?]
    /// Whether each RIB is attached now.
    public private(set) var isAttached: [Bool]
    /// The attached children of each RIB, in attach order.
    public private(set) var children: [[Int]]
    /// Attached roots, in launch order.
    public private(set) var roots: [Int]

    /// An empty tree over `ribCount` RIBs, none attached.
    public init(ribCount: Int) {
        parent = Array(repeating: nil, count: ribCount)
        isAttached = Array(repeating: false, count: ribCount)
        children = Array(repeating: [], count: ribCount)
        roots = []
    }

    /// How many RIBs are attached.
    public var attachedCount: Int { isAttached.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// The attached RIBs in depth-first pre-order (each parent before its children, children in attach order).
    public var preorder: [Int] { preorder(from: roots) }

    /// `top` and its attached descendants in depth-first pre-order: what detaching `top` takes with it.
    public func subtree(of top: Int) -> [Int] { preorder(from: [top]) }

    private func preorder(from tops: [Int]) -> [Int] {
        var order: [Int] = []
        var stack = tops.reversed() as [Int]
        while let node = stack.popLast() {
            order.append(node)
            stack.append(contentsOf: children[node].reversed())
        }
        return order
    }

    /// The depth of every attached RIB (roots are 0); nil for detached ones.
    public var depths: [Int?] {
        var depth = [Int?](repeating: nil, count: parent.count)
        for node in preorder { depth[node] = parent[node].map { depth[$0]! + 1 } ?? 0 }
        return depth
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
