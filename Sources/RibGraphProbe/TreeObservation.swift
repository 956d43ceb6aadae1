/// `observe()`: reads the live router tree and records the events that turn the recorded tree into it.
extension ProbeCore {
    /// One router found by the children walk: the object and the position of its parent in the walk.
    private struct Node {
        let object: AnyObject
        /// Index into the walk's nodes; -1 for the root.
        let parent: Int
    }

    /// Diffs the live tree against the recorded one and records the difference, in an order that replays:
    ///
    /// 1. Detaches, in pre-order of the recorded tree: one `detach` for the top of each subtree that is gone
    ///    (released, removed from its parent's `children`, or moved under another parent); replaying it
    ///    detaches the whole subtree, as RibTrace's replay does.
    /// 2. Attaches, in pre-order of the live tree (parents before children, children in `children` order):
    ///    every live router not attached in the recorded tree, including each RIB of a subtree that was
    ///    re-attached or moved. New routers are reflected here, after the detaches, so that a new object
    ///    can take the id of a released one.
    ///
    /// An unchanged tree costs the children walk plus one dictionary lookup per router.
    func observe() {
        let nodes = walkLiveTree()
        var ribs: [Int32?] = nodes.map { registry.index(of: $0.object) }

        // Where each known RIB is now: its observed parent's RIB, or a marker.
        let notObserved: Int32 = -2, newParent: Int32 = -3
        var observedParent = [Int32](repeating: notObserved, count: registry.count)
        for (position, node) in nodes.enumerated() {
            guard let rib = ribs[position] else { continue }
            observedParent[Int(rib)] = node.parent < 0 ? LiveTree.none : (ribs[node.parent] ?? newParent)
        }

        var gone: [Int32] = []
        var stack = Array(tree.roots.reversed())
        while let rib = stack.popLast() {
            if observedParent[Int(rib)] != tree.parent[Int(rib)] {
                gone.append(rib)
            } else {
                stack.append(contentsOf: tree.children[Int(rib)].reversed())
            }
        }
        for rib in gone { emitDetach(rib) }

        for (position, node) in nodes.enumerated() {
            let rib = ribs[position] ?? register(node.object)
            ribs[position] = rib
            if !tree.isAttached[Int(rib)] {
                emitAttach(rib, to: node.parent < 0 ? LiveTree.none : ribs[node.parent]!)
            }
        }
        registry.pruneReleasedAdapters()
    }

    /// The live routers reachable from the root through `children`, in pre-order; each object once,
    /// none deeper than `maximumDepth` (the root is at depth 1).
    private func walkLiveTree() -> [Node] {
        guard let root else { return [] }
        var nodes: [Node] = []
        nodes.reserveCapacity(max(16, tree.roots.isEmpty ? 16 : registry.count))
        var visited: Set<ObjectIdentifier> = []
        var stack: [(object: AnyObject, parent: Int, depth: Int)] = [(root, -1, 1)]
        while let (object, parent, depth) = stack.popLast() {
            guard visited.insert(ObjectIdentifier(object)).inserted else { continue }
            let position = nodes.count
            nodes.append(Node(object: object, parent: parent))
            guard depth < configuration.maximumDepth else { continue }
            for child in children(of: object).reversed() {
                stack.append((child, position, depth + 1))
            }
        }
        return nodes
    }
}
