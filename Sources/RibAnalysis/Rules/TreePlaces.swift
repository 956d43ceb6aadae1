import RibTrace

/// Names the places where rules are broken (``ArchitectureRule``), as the tree's kind names them
/// (`RibTree.place(of:in:)`): in a recording, paths of RIB ids from the root; in a scan's graph of RIB types,
/// the RIB type itself or the route `Parent -> Child`, which no change elsewhere in the graph renames (a path
/// would change with every new shorter way to a RIB).
struct TreePlaces {
    let trace: Trace
    let tree: any RibTree
    /// Attached RIBs, parents before children.
    let preorder: [Int]

    init(trace: Trace, tree: any RibTree) {
        self.trace = trace
        self.tree = tree
        preorder = tree.preorder
    }

    /// Whether the RIB with `id` is attached.
    func isAttached(_ id: String) -> Bool {
        trace.index(ofRIB: id).map { tree.isAttached[$0] } ?? false
    }

    /// Whether the RIB with `id` has a parent besides the one it hangs under (a RIB type of a graph that several
    /// parents attach, or a launch root that a route attaches too).
    func isShared(_ id: String) -> Bool {
        trace.index(ofRIB: id).map { tree.parents(of: $0).count > (tree.parent[$0] == nil ? 0 : 1) } ?? false
    }

    /// Where a violation about the RIB with `id` is: ``place(of:)``; just `id` when it is not attached.
    func place(_ id: String) -> String {
        trace.index(ofRIB: id).map(place(of:)) ?? id
    }

    /// Where a violation about RIB `index` is: in a graph its id, in a recording its ``path(of:)``.
    func place(of index: Int) -> String {
        tree.place(of: index, in: trace)
    }

    /// Where a violation about RIB `child` attached under RIB `parent` is: in a graph the route, in a
    /// recording the child's ``path(of:)``.
    func place(ofChild child: Int, under parent: Int) -> String {
        tree.place(ofChild: child, under: parent, in: trace)
    }

    /// The path of ids from the root to RIB `index` (in a graph, along its shortest path).
    func path(of index: Int) -> String {
        tree.path(of: index, in: trace)
    }

    /// RIB `index`'s id in quotes, as violations name a RIB.
    func quoted(_ index: Int) -> String { "\"\(trace.ribs[index].id)\"" }
}
