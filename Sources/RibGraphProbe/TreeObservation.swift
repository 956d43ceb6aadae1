/// `observe()`: reads the live router tree and records the events that turn the recorded tree into it.
extension ProbeCore {
    /// One router found by the children walk.
    private struct Node {
        /// Its RIB, when the object is known.
        let rib: Int32?
        /// The object, kept only when it is new (known objects are not retained by the walk).
        let newObject: AnyObject?
        /// Index of its parent in the walk; -1 for the root.
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
        var ribs: [Int32?] = nodes.map(\.rib)

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
            let rib = ribs[position] ?? register(node.newObject!)
            ribs[position] = rib
            if !tree.isAttached[Int(rib)] {
                emitAttach(rib, to: node.parent < 0 ? LiveTree.none : ribs[node.parent]!)
            }
        }
        settlePresentations()
        registry.pruneReleasedAdapters()
        if let delay = configuration.leakDelay {
            leakWatch.check(now: configuration.clock(), delay: UInt64(delay * 1_000_000_000), registry: registry)
        }
    }

    /// The live routers reachable from the root through `children`, in pre-order; each object once,
    /// none deeper than `maximumDepth` (the root is at depth 1). Known routers are looked up as they are
    /// reached, so the walk holds only new ones.
    private func walkLiveTree() -> [Node] {
        guard let root else { return [] }
        var nodes: [Node] = []
        nodes.reserveCapacity(registry.count + 16)
        var visited = Set<ObjectIdentifier>(minimumCapacity: registry.count + 16)
        let maximumDepth = configuration.maximumDepth
        func visit(_ object: AnyObject, parent: Int, depth: Int) {
            guard visited.insert(ObjectIdentifier(object)).inserted else { return }
            let rib = registry.index(of: object)
            let position = nodes.count
            nodes.append(Node(rib: rib, newObject: rib == nil ? object : nil, parent: parent))
            guard depth < maximumDepth else { return }
            for child in children(of: object) {
                visit(child, parent: position, depth: depth + 1)
            }
        }
        visit(root, parent: -1, depth: 1)
        return nodes
    }
}
