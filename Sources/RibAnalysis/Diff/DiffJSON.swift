import RibTrace

/// A diff as JSON for bots and scripts (`ribgraph diff --format json`, docs/diff.md): which sides, the
/// counts, one object per change with the fields the Markdown table folds into its detail (the parent a
/// route runs from, the Dependency, the property), and the tree metrics that moved, as numbers.
///
/// `format` and `version` name the shape: a reader checks them, and a field is only ever added under the
/// same version. Fields that do not apply to a change are left out, never null.
struct DiffJSON: Encodable {
    /// One side of the diff.
    struct Side: Encodable {
        /// What titles and column heads call the side.
        var label: String
        /// The trace file it was read from (`-` for standard input).
        var file: String
        /// The event the tree is replayed to; absent for a scan, which has no events.
        var seq: Int?
    }

    /// One row of the change table.
    struct Change: Encodable {
        var kind: String
        var rib: String
        var name: String
        var detail: String
        var dependency: String?
        var property: String?
        var parent: String?
        var formerParent: String?
        /// A renamed RIB type's id in BASE.
        var formerRIB: String?
    }

    /// A metric whose value differs between the sides.
    struct Metric: Encodable {
        var metric: String
        var base: Double
        var head: Double
    }

    let format = "ribgraph-diff"
    let version = 1
    /// Whether both sides are scans: graphs of RIB types, whose changes are per RIB type and route.
    var graph: Bool
    var base: Side
    var head: Side
    /// The picture's title: the sides and `+added −removed ~modified`.
    var title: String
    /// The line `ribgraph diff` writes on standard error.
    var summary: String
    /// How many changes of each kind (``TreeDiff/Kind``'s names), kinds that occur only.
    var counts: [String: Int]
    var changes: [Change]
    var metrics: [Metric]

    init(diff: Diff) {
        func side(_ prepared: Diff.Prepared, label: String) -> Side {
            Side(
                label: label, file: prepared.side.loaded.source,
                seq: prepared.side.seq ?? prepared.side.trace.events.last?.seq)
        }
        graph = diff.diff.graphs != nil
        base = side(diff.base, label: diff.baseLabel)
        head = side(diff.head, label: diff.headLabel)
        title = diff.title
        summary = diff.summary
        counts = Dictionary(diff.diff.changes.map { ($0.kind.rawValue, 1) }, uniquingKeysWith: +)
        changes = diff.diff.changes.map {
            Change(
                kind: $0.kind.rawValue, rib: $0.rib, name: $0.name, detail: $0.detail, dependency: $0.dependency,
                property: $0.property, parent: $0.parent, formerParent: $0.formerParent, formerRIB: $0.formerRIB)
        }
        // The rows write their figures as text; the Markdown shows that text, a reader wants the number.
        metrics = diff.movedMetrics.compactMap { row in
            Double(row.left).flatMap { base in Double(row.right).map { Metric(metric: row.label, base: base, head: $0) }
            }
        }
    }
}
