/// A recording's tree at one moment: which RIBs are attached, to whom, and in which order their parents
/// attached them. Each RIB of a recording is one copy; the same type attached twice is two RIBs.
/// ``TraceReplayer`` builds it from the events, and a live stream extends it batch by batch (``extended(by:ribs:)``).
public struct RecordedTree: RibTree, Equatable {
    /// A recording's words: a tree of RIBs.
    public static let wording = TraceWording.recording
    /// The parent of each RIB, nil for a root or a RIB that is not attached.
    public internal(set) var parent: [Int?]
    /// Whether each RIB is attached now.
    public internal(set) var isAttached: [Bool]
    /// The attached children of each RIB, in attach order.
    public internal(set) var children: [[Int]]
    /// Attached roots, in launch order.
    public internal(set) var roots: [Int]

    /// An empty tree over `ribCount` RIBs, none attached.
    public init(ribCount: Int) {
        parent = Array(repeating: nil, count: ribCount)
        isAttached = Array(repeating: false, count: ribCount)
        children = Array(repeating: [], count: ribCount)
        roots = []
    }

    /// None: the app attached every root it has.
    public var unreachableRoots: [Int] { [] }

    /// None: a replay refuses an event that would close a cycle.
    public var ribsOnCycles: [Int] { [] }

    /// The attached children of `node`, in attach order: every child has one parent.
    public func treeChildren(of node: Int) -> [Int] { children[node] }

    /// The one parent of `node`, if it is attached under one.
    public func parents(of node: Int) -> [Int] { parent[node].map { [$0] } ?? [] }

    /// `top` and every RIB attached below it, in depth-first pre-order: what detaching `top` takes with it.
    public func subtree(of top: Int) -> [Int] { preorder(from: [top]) }

    /// Each RIB's ``parent``: a tree shown in part keeps its shape.
    public func spanningParents(among visible: Set<Int>) -> [Int?] { parent }

    /// The path of ids from the root to `node`, which tells two copies of one RIB apart.
    public func place(of node: Int, in trace: Trace) -> String { path(of: node, in: trace) }

    /// The path of ids from the root to the copy of `child`.
    public func place(ofChild child: Int, under parent: Int, in trace: Trace) -> String { path(of: child, in: trace) }

    /// Where the source declares the child RIB.
    public func declaration(ofChild child: Int, under parent: Int, in trace: Trace) -> String? {
        trace.ribs[child].declaredIn
    }

    /// An event that contradicts the tree: its sequence number and why.
    package struct Contradiction: Error, Sendable {
        package var seq: Int
        package var reason: String
    }

    /// The tree after `events` too, over `ribs` (the RIBs it had first, then any new ones, detached): what a
    /// stream's batch costs, whatever the session held before it. The first event that contradicts it
    /// fails.
    package func extended(by events: [TraceEvent], ribs: [RIB]) -> Result<RecordedTree, Contradiction> {
        var tree = self
        let added = ribs.count - parent.count
        if added > 0 {
            tree.parent += Array(repeating: nil, count: added)
            tree.isAttached += Array(repeating: false, count: added)
            tree.children += Array(repeating: [], count: added)
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
