import RibAnalysis
import RibOutput
import RibTrace

/// A diff drawn: both trees in one picture, the changes and their context laid out as one tidy tree
/// (``DiffLayout``). Its texts (Markdown, Mermaid, JSON) are RibAnalysis's own (``Diff/rendered(as:)``).
extension Diff {
    /// How much of the two trees a diff's picture draws.
    public enum Context: String, Sendable, CaseIterable {
        /// The changed RIBs, their parents with their paths to the root, and their children: what a reviewer
        /// needs to place a change, at any size of tree. The rest is counted in "+k unchanged" nodes.
        case changes
        /// Every RIB of both trees, those outside the changes' context faded.
        case full
    }

    /// Both trees in one picture: `context` of both trees, narrowed by `options`' focus and depth, in its
    /// direction (`automatic`: the one that suits the picture's shape), with its dependency detail. With
    /// ``Context/changes`` what lies beyond the changes' context is counted in "+k unchanged" nodes; with
    /// ``Context/full`` it is drawn faded. Throws ``SnapshotError`` for a focus that neither side can show.
    func layout(options: SnapshotOptions = SnapshotOptions(), context: Context = .full) throws -> DiffLayout {
        var drawn = options
        let shown = Self.context(of: diff, in: [(base.side.trace, base.tree), (head.side.trace, head.tree)])
        if context == .changes {
            drawn.only = drawn.only.map { $0.intersection(shown) } ?? shown
        }
        // A focus may name a RIB that only one side attaches (added or removed): the other side shows none
        // of its tree then. Neither side attaching it is the user's mistake.
        var refused: SnapshotError?
        func scene(_ side: Prepared, summarizing: Bool = false) throws -> Scene {
            var drawn = drawn
            drawn.summarizesHidden = summarizing
            do {
                return try Self.scene(of: side, options: drawn)
            } catch let error as SnapshotError {
                if let refused { throw refused }
                refused = error
                var nothing = drawn
                nothing.focus = nil
                nothing.only = []
                return try Self.scene(of: side, options: nothing)
            }
        }
        let routes = diff.graphs.map { graphs in
            DiffScene.Routes(
                base: graphs.base.routeKeys(in: base.side.trace), head: graphs.head.routeKeys(in: head.side.trace),
                presentations: RoutePresentation.byEdge(in: head.side.trace))
        }
        // Every RIB that only BASE attaches is a change, so always in the context: HEAD alone says what the
        // context leaves out.
        return DiffLayout(
            base: try scene(base), head: try scene(head, summarizing: true), diff: diff, title: title,
            direction: options.direction, everyEdge: options.dependencies == .all, routes: routes,
            fadingAllBut: context == .full ? shown : nil)
    }

    /// What `side`'s own snapshot shows with `options`: one of the two scenes the diff picture joins. It keeps
    /// every dependency edge, so that the picture can mark one that changed even where it runs beside a tree
    /// edge.
    static func scene(of side: Prepared, options: SnapshotOptions = SnapshotOptions()) throws -> Scene {
        var options = options
        options.seq = side.side.seq
        options.keepsEdgesBesideTree = true
        return try Snapshot(trace: side.side.loaded, options: options).scene(of: side.tree)
    }

    /// The ids of the changed RIBs, their parents with their paths to the root, and their children, in
    /// either tree; the roots always. In a graph, every parent of a changed RIB type counts, each with its
    /// ancestors along the spanning tree (the path a picture draws), and every child its routes reach.
    static func context(of diff: TreeDiff, in sides: [(trace: Trace, tree: any RibTree)]) -> Set<String> {
        let changed = Set(diff.changes.map(\.rib))
        var shown: Set<String> = []
        for (trace, tree) in sides {
            shown.formUnion(tree.roots.map { trace.ribs[$0].id })
            for id in changed {
                guard let rib = trace.index(ofRIB: id), tree.isAttached[rib] else { continue }
                shown.insert(id)
                shown.formUnion(tree.children[rib].map { trace.ribs[$0].id })
                for parent in tree.parents(of: rib) {
                    var ancestor: Int? = parent
                    while let next = ancestor {
                        shown.insert(trace.ribs[next].id)
                        ancestor = tree.parent[next]
                    }
                }
            }
        }
        return shown
    }

    /// The diff drawn in `format`: what ``layout(options:context:)`` lays out. Throws ``GraphvizError`` or
    /// ``SnapshotError``.
    public func render(_ format: OutputFormat, options: SnapshotOptions = SnapshotOptions(), context: Context = .full)
        throws -> RenderedOutput
    {
        try SceneRenderer.render(try layout(options: options, context: context).page, format: format)
    }
}
