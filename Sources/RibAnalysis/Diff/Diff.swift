import RibTrace

/// `ribgraph diff`: what changed from BASE to HEAD (two traces, or two events of one), measured, and
/// written as a Markdown summary for a pull request, a Mermaid graph or JSON for bots (RibGraph draws it as
/// a picture).
public struct Diff: Sendable {
    /// One side replayed and measured.
    public struct Prepared: Sendable {
        /// The trace and event this side shows.
        public var side: TraceSide
        /// The tree at that event.
        public var tree: any RibTree
        /// The tree's metrics.
        public var metrics: TreeMetrics
    }

    /// The side changes are measured from.
    public let base: Prepared
    /// The side compared with BASE.
    public let head: Prepared
    /// What changed.
    public let diff: TreeDiff
    /// What titles and column heads call BASE: its caption, or `base (NAME)` when HEAD's caption is the same.
    public let baseLabel: String
    /// What titles and column heads call HEAD: its caption, or `head (NAME)` when BASE's caption is the same.
    public let headLabel: String

    /// Replays both sides and compares them. Two scans are compared by RIB type (``RIBMatching``): BASE is
    /// prepared under HEAD's ids, so that a type whose id gained a module, or that was renamed, is one type.
    /// Throws `InputError`.
    public init(base: TraceSide, head: TraceSide) throws {
        let matching = RIBMatching(base: base.trace, head: head.trace)
        var base = base
        base.loaded.trace = matching.aligned
        self.base = try Self.prepare(base)
        self.head = try Self.prepare(head)
        diff = TreeDiff(
            base: base.trace, baseTree: self.base.tree, head: head.trace, headTree: self.head.tree,
            renames: matching.renames)
        let alike = base.caption == head.caption
        baseLabel = alike ? "base (\(base.caption))" : base.caption
        headLabel = alike ? "head (\(head.caption))" : head.caption
    }

    private static func prepare(_ side: TraceSide) throws -> Prepared {
        let tree = try TraceReplayer(trace: side.loaded).tree(at: side.seq)
        return Prepared(side: side, tree: tree, metrics: TreeMetrics(trace: side.trace, tree: tree))
    }

    /// Which side is which: `base SuperApp (main) → head SuperApp (feature/gift-cards)`; with two alike
    /// captions, `base (Shop) → head (Shop)`.
    package var sides: String {
        baseLabel == base.side.caption ? "base \(baseLabel) → head \(headLabel)" : "\(baseLabel) → \(headLabel)"
    }

    /// `base vertical → head flattened: +3 −4 ~1`.
    public var title: String { "\(sides): \(diff.summary)" }

    /// A sentence for the terminal: `base vertical → head flattened: 3 added, 4 removed, 1 moved or changed`,
    /// then the dependency changes when there are any (`; dependencies: 1 property added, 2 tunnels longer`).
    /// For two graphs: ``counts(of:)`` (`2 RIB types added; Related can be reached from 3 places; …`).
    public var summary: String {
        let dependencies = diff.dependencySummary()
        let counts =
            diff.graphs.map { self.counts(of: $0).joined(separator: "; ") }
            ?? "\(diff.added.count) added, \(diff.removed.count) removed, \(diff.moved.count + diff.changed.count) moved or changed"
        return "\(sides): \(counts)" + (dependencies.isEmpty ? "" : "; dependencies: \(dependencies)")
    }

    /// For two graphs, the counts in RIB types and routes, each followed by what it needs to be read
    /// right: `3 RIB types added`, `Rating can be reached from 3 places` (an added RIB type reached along
    /// more than one path), `1 route added`, `1 RIB type moved`, `2 RIB types changed`; kinds that occur only.
    package func counts(of graphs: ComparedGraphs) -> [String] {
        func types(_ n: Int, _ what: String) -> String { "\(n) RIB type\(n == 1 ? "" : "s") \(what)" }
        func routes(_ n: Int, _ what: String) -> String { "\(n) route\(n == 1 ? "" : "s") \(what)" }
        var counts: [String] = []
        let added = diff.added
        if !added.isEmpty {
            counts.append(types(added.count, "added"))
            let paths = RoutePaths.counts(in: graphs.head)
            for index in graphs.head.preorder where added.contains(head.side.trace.ribs[index].id) && paths[index] > 1 {
                counts.append(reach(of: index, in: graphs.head, paths: paths[index]))
            }
        }
        if !diff.removed.isEmpty { counts.append(types(diff.removed.count, "removed")) }
        if diff.count(.routeAdded) > 0 { counts.append(routes(diff.count(.routeAdded), "added")) }
        if diff.count(.routeRemoved) > 0 { counts.append(routes(diff.count(.routeRemoved), "removed")) }
        if diff.count(.moved) > 0 { counts.append(routes(diff.count(.moved), "moved")) }
        if !diff.changed.isEmpty { counts.append(types(diff.changed.count, "changed")) }
        return counts.isEmpty ? ["no change"] : counts
    }

    /// `Related can be reached from 3 places`, for an added RIB type with several parents; for one with a single
    /// parent it is the parent that is reached so: `Related is under FilmPage, which can be reached from 3 places`.
    private func reach(of index: Int, in graph: RouteGraph, paths: Int) -> String {
        let names = head.side.trace.shownNames, parents = graph.parents(of: index)
        guard parents.count == 1, let parent = parents.first else {
            return "\(names[index]) can be reached from \(paths) places"
        }
        return "\(names[index]) is under \(names[parent]), which can be reached from \(paths) places"
    }

    /// The metrics rows whose value differs between BASE and HEAD.
    var movedMetrics: [MetricRow] {
        MetricRow.rows(base.metrics, head.metrics).filter { $0.left != $0.right }
    }

    /// The diff as the Markdown a bot posts on a pull request (``DiffMarkdown``).
    package var markdown: String { DiffMarkdown(diff: self).text }

    /// The diff as a Mermaid graph (``DiffMermaid``).
    package var mermaid: String { DiffMermaid(diff: self).text }

    /// The diff as JSON for bots (``DiffJSON``; the shape is in docs/diff.md), ending with a newline.
    package var json: String {
        get throws { try StableJSON.text(DiffJSON(diff: self)) }
    }
}
