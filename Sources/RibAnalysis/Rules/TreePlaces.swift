import RibTrace

/// Names the places where rules are broken (``ArchitectureRule``): in a recording, paths of RIB ids
/// from the root; in a scan's graph of RIB types, the RIB type itself or the route `Parent -> Child`, which no
/// change elsewhere in the graph renames (a path would change with every new shorter way to a RIB).
struct TreePlaces {
    let trace: Trace
    let tree: RibTree
    /// Attached RIBs, parents before children.
    let preorder: [Int]

    init(trace: Trace, tree: RibTree) {
        self.trace = trace
        self.tree = tree
        preorder = tree.preorder
    }

    /// Whether the RIB with `id` is attached.
    func isAttached(_ id: String) -> Bool {
        trace.index(ofRIB: id).map { tree.isAttached[$0] } ?? false
    }

    /// Whether the RIB with `id` has several parents (a RIB type of a graph that several parents attach).
    func isShared(_ id: String) -> Bool {
        trace.index(ofRIB: id).map { tree.otherParents[$0].isEmpty == false } ?? false
    }

    /// Where a violation about the RIB with `id` is: ``place(of:)``; just `id` when it is not attached.
    func place(_ id: String) -> String {
        trace.index(ofRIB: id).map(place(of:)) ?? id
    }

    /// Where a violation about RIB `index` is: in a graph its id, in a recording its ``path(of:)``.
    func place(of index: Int) -> String {
        tree.isGraph ? trace.ribs[index].id : path(of: index)
    }

    /// Where a violation about RIB `child` attached under RIB `parent` is: in a graph the ``route(_:_:)``, in
    /// a recording the child's ``path(of:)``.
    func place(ofChild child: Int, under parent: Int) -> String {
        tree.isGraph ? Self.route(trace.ribs[parent].id, trace.ribs[child].id) : path(of: child)
    }

    /// `Parent -> Child`: where a violation about a route of a graph is.
    static func route(_ parent: String, _ child: String) -> String { "\(parent) -> \(child)" }

    /// The path of ids from the root to RIB `index` (in a graph, along its shortest path).
    func path(of index: Int) -> String {
        var ids: [String] = []
        var current: Int? = index
        while let node = current {
            ids.append(trace.ribs[node].id)
            current = tree.parent[node]
        }
        return ids.reversed().joined(separator: "/")
    }

    /// RIB `index`'s id in quotes, as violations name a RIB.
    func quoted(_ index: Int) -> String { "\"\(trace.ribs[index].id)\"" }
}
