import RibTrace

/// `ribgraph diff`: what changed from BASE to HEAD (two traces, or two events of one), as a picture with
/// stable positions (``DiffLayout``), a Markdown summary for a pull request, or a Mermaid graph.
public struct Diff: Sendable {
    /// The formats a diff can be written in.
    public enum Format: String, FileFormat {
        case svg, png, pdf, markdown, mermaid

        /// `.md` is Markdown, `.mmd` Mermaid.
        public static var aliases: [String: Format] { ["md": .markdown, "mmd": .mermaid] }
    }

    /// One side replayed and measured.
    public struct Prepared: Sendable {
        public var side: Comparison.Side
        public var tree: RibTree
        public var scene: Scene
        public var metrics: TreeMetrics
    }

    /// How much of the two trees a diff's picture draws.
    public enum Context: String, Sendable, CaseIterable {
        /// The changed RIBs, their ancestors up to the root, and their siblings: what a reviewer needs to
        /// place a change, at any size of tree.
        case changes
        /// Every RIB of both trees.
        case full
    }

    public let base: Prepared
    public let head: Prepared
    /// What changed.
    public let diff: TreeDiff
    /// The direction the picture's levels run in; `automatic` takes the one BASE's part would take.
    public let direction: LayoutDirection
    /// Whether the picture draws every dependency edge (`--dependencies all`), also unchanged ones from a parent.
    public let drawsEveryEdge: Bool

    /// Replays both sides and compares them; the picture draws `context` of both trees, narrowed by
    /// `options`' focus and depth, in its direction, with its dependency detail. Throws
    /// ``TraceError``, or ``SnapshotError`` for a focus that neither side can show.
    public init(base: Comparison.Side, head: Comparison.Side, options: SnapshotOptions = SnapshotOptions(),
                context: Context = .full) throws {
        let baseTree = try Self.replay(base), headTree = try Self.replay(head)
        diff = TreeDiff(base: base.trace, baseTree: baseTree, head: head.trace, headTree: headTree)
        direction = options.direction
        drawsEveryEdge = options.dependencies == .all
        var drawn = options
        drawn.keepsEdgesBesideTree = true
        if context == .changes {
            let shown = Self.context(of: diff, in: [(base.trace, baseTree), (head.trace, headTree)])
            drawn.only = drawn.only.map { $0.intersection(shown) } ?? shown
        }
        // A focus may name a RIB that only one side attaches (added or removed): the other side shows none
        // of its tree then. Neither side attaching it is the user's mistake.
        var refused: SnapshotError?
        func prepared(_ side: Comparison.Side, _ tree: RibTree) throws -> Prepared {
            do {
                return try Self.prepare(side, tree: tree, options: drawn)
            } catch let error as SnapshotError {
                if let refused { throw refused }
                refused = error
                var nothing = drawn
                nothing.focus = nil
                nothing.only = []
                return try Self.prepare(side, tree: tree, options: nothing)
            }
        }
        self.base = try prepared(base, baseTree)
        self.head = try prepared(head, headTree)
    }

    private static func replay(_ side: Comparison.Side) throws -> RibTree {
        try TraceReplayer(trace: side.trace, file: side.file).tree(at: side.seq)
    }

    private static func prepare(_ side: Comparison.Side, tree: RibTree, options: SnapshotOptions) throws -> Prepared {
        var options = options
        options.seq = side.seq
        let snapshot = Snapshot(trace: side.trace, file: side.file, options: options)
        return Prepared(side: side, tree: tree, scene: try snapshot.scene(of: tree),
                        metrics: TreeMetrics(trace: side.trace, tree: tree))
    }

    /// The ids of the changed RIBs, their ancestors and their siblings in either tree; the roots when
    /// nothing changed.
    static func context(of diff: TreeDiff, in sides: [(trace: Trace, tree: RibTree)]) -> Set<String> {
        let changed = Set(diff.changes.map(\.rib))
        var shown: Set<String> = []
        for (trace, tree) in sides {
            shown.formUnion(tree.roots.map { trace.ribs[$0].id })
            for id in changed {
                guard let rib = trace.index(ofRIB: id), tree.isAttached[rib] else { continue }
                shown.insert(id)
                let siblings = tree.parent[rib].map { tree.children[$0] } ?? tree.roots
                shown.formUnion(siblings.map { trace.ribs[$0].id })
                var ancestor = tree.parent[rib]
                while let next = ancestor {
                    shown.insert(trace.ribs[next].id)
                    ancestor = tree.parent[next]
                }
            }
        }
        return shown
    }

    /// `vertical → flattened: +3 −4 ~1`.
    public var title: String { "\(base.side.caption) → \(head.side.caption): \(diff.summary)" }

    /// A sentence for the terminal: `vertical → flattened: 3 added, 4 removed, 1 moved or changed`.
    public var summary: String {
        "\(base.side.caption) → \(head.side.caption): \(diff.added.count) added, \(diff.removed.count) removed, "
            + "\(diff.moved.count + diff.changed.count) moved or changed"
    }

    /// Both trees in one picture, BASE's positions kept.
    public var layout: DiffLayout { DiffLayout(base: base.scene, head: head.scene, diff: diff, title: title, direction: direction,
                                        everyEdge: drawsEveryEdge) }

    /// The metrics rows whose value differs between BASE and HEAD.
    public var movedMetrics: [MetricRow] {
        MetricRow.rows(base.metrics, head.metrics).filter { $0.left != $0.right }
    }

    /// The diff in `format`, as bytes. Throws ``GraphvizError`` for pictures.
    public func render(_ format: Format) throws -> SceneRenderer.Output {
        switch format {
        case .markdown: SceneRenderer.Output(bytes: Array(DiffMarkdown(diff: self).text.utf8), warnings: [])
        case .mermaid: SceneRenderer.Output(bytes: Array(DiffMermaid(diff: self).text.utf8), warnings: [])
        case .svg: try SceneRenderer.render(layout.page, format: .svg)
        case .png: try SceneRenderer.render(layout.page, format: .png)
        case .pdf: try SceneRenderer.render(layout.page, format: .pdf)
        }
    }
}
