import RibTrace

/// `ribgraph diff`: what changed from BASE to HEAD (two traces, or two events of one), measured, and
/// written as a Markdown summary for a pull request or a Mermaid graph (RibGraph draws it as a picture).
public struct Diff: Sendable {
    /// One side replayed and measured.
    public struct Prepared: Sendable {
        /// The trace and event this side shows.
        public var side: TraceSide
        /// The tree at that event.
        public var tree: RibTree
        /// The tree's metrics.
        public var metrics: TreeMetrics
    }

    /// The side changes are measured from.
    public let base: Prepared
    /// The side compared with BASE.
    public let head: Prepared
    /// What changed.
    public let diff: TreeDiff

    /// Replays both sides and compares them. Throws ``TraceError``.
    public init(base: TraceSide, head: TraceSide) throws {
        self.base = try Self.prepare(base)
        self.head = try Self.prepare(head)
        diff = TreeDiff(base: base.trace, baseTree: self.base.tree, head: head.trace, headTree: self.head.tree)
    }

    private static func prepare(_ side: TraceSide) throws -> Prepared {
        let tree = try TraceReplayer(trace: side.loaded).tree(at: side.seq)
        return Prepared(side: side, tree: tree, metrics: TreeMetrics(trace: side.trace, tree: tree))
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

    /// The metrics rows whose value differs between BASE and HEAD.
    public var movedMetrics: [MetricRow] {
        MetricRow.rows(base.metrics, head.metrics).filter { $0.left != $0.right }
    }

    /// The diff as the Markdown a bot posts on a pull request (``DiffMarkdown``).
    public var markdown: String { DiffMarkdown(diff: self).text }

    /// The diff as a Mermaid graph (``DiffMermaid``).
    public var mermaid: String { DiffMermaid(diff: self).text }
}
