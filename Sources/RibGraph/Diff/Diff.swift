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

    public let base: Prepared
    public let head: Prepared
    /// What changed.
    public let diff: TreeDiff

    /// Replays both sides and compares them. Throws ``TraceError``.
    public init(base: Comparison.Side, head: Comparison.Side) throws {
        self.base = try Self.prepare(base)
        self.head = try Self.prepare(head)
        diff = TreeDiff(base: base.trace, baseTree: self.base.tree, head: head.trace, headTree: self.head.tree)
    }

    private static func prepare(_ side: Comparison.Side) throws -> Prepared {
        let snapshot = Snapshot(trace: side.trace, file: side.file, options: SnapshotOptions(seq: side.seq))
        let tree = try snapshot.tree()
        return Prepared(side: side, tree: tree, scene: try snapshot.scene(of: tree),
                        metrics: TreeMetrics(trace: side.trace, tree: tree))
    }

    /// Which side is which: `base SuperApp (main) → head SuperApp (feature/gift-cards)`.
    public var sides: String { "base \(base.side.caption) → head \(head.side.caption)" }

    /// `base vertical → head flattened: +3 −4 ~1`.
    public var title: String { "\(sides): \(diff.summary)" }

    /// A sentence for the terminal: `base vertical → head flattened: 3 added, 4 removed, 1 moved or changed`,
    /// then the dependency changes when there are any (`; dependencies: 1 property added, 2 tunnels longer`).
    public var summary: String {
        let dependencies = diff.dependencySummary()
        return "\(sides): \(diff.added.count) added, \(diff.removed.count) removed, "
            + "\(diff.moved.count + diff.changed.count) moved or changed"
            + (dependencies.isEmpty ? "" : "; dependencies: \(dependencies)")
    }

    /// Both trees in one picture, BASE's positions kept.
    public var layout: DiffLayout { DiffLayout(base: base.scene, head: head.scene, diff: diff, title: title) }

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
