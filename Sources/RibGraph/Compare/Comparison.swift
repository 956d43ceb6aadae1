import RibAnalysis
import RibOutput
import RibTrace

/// Two RIB trees side by side in one picture, at the same scale, each with its metrics under it and the
/// better value of each metric marked; routing decision points carry a badge naming where they route.
/// The two sides can be two traces or two events of one trace.
public struct Comparison: Sendable {
    /// The formats a comparison can be written in: every picture format.
    package static let formats = OutputFormat.allCases

    /// One side: a trace at an event, and the caption that names it.
    public typealias Side = TraceSide

    public let left: Side
    public let right: Side
    /// Direction and dependency detail, as for a snapshot; the layout is always ribgraph's own (same scale).
    public let options: SnapshotOptions

    /// Prepares a comparison.
    public init(left: Side, right: Side, options: SnapshotOptions = SnapshotOptions()) {
        self.left = left
        self.right = right
        self.options = options
    }

    /// A side replayed, measured and laid out.
    struct PreparedSide {
        var scene: Scene
        var layout: SceneLayout
        var metrics: TreeMetrics
    }

    /// Replays, measures and lays out one side, with `marks` put on its scene before it is laid out. Throws
    /// `InputError` or `SnapshotError`.
    func prepare(_ side: Side, marks: ComparisonMarks.Side? = nil) throws -> PreparedSide {
        var sideOptions = options
        sideOptions.seq = side.seq
        sideOptions.layout = .tree
        let snapshot = Snapshot(trace: side.loaded, options: sideOptions)
        let tree = try snapshot.tree()
        let metrics = TreeMetrics(trace: side.trace, tree: tree)
        var scene = try snapshot.scene(of: tree)
        for point in metrics.routing.decisionPoints {
            guard let node = scene.nodes.firstIndex(where: { $0.id == .rib(point.rib) }) else { continue }
            let names = point.routes.map { side.trace.rib($0)?.name ?? $0 }
            scene.nodes[node].addBadge("routes: " + names.joined(separator: " · "))
            scene.nodes[node].decides = true
        }
        marks?.apply(to: &scene)
        return PreparedSide(
            scene: scene, layout: SceneLayout(scene: scene, direction: options.direction.definite), metrics: metrics)
    }

    /// Both sides prepared, laid out in one direction so that they read alike: the one asked for, or for
    /// `automatic` the one that gives the two side by side the more readable shape (``SceneLayout/choose(_:)``).
    func preparedSides(marks: ComparisonMarks? = nil) throws -> (PreparedSide, PreparedSide) {
        var sides = (try prepare(left, marks: marks?.left), try prepare(right, marks: marks?.right))
        guard options.direction == .automatic else { return sides }
        var across = sides
        across.0.layout = SceneLayout(scene: sides.0.scene, direction: .leftToRight)
        across.1.layout = SceneLayout(scene: sides.1.scene, direction: .leftToRight)
        let pages = [sides, across].map { pair in
            LayoutSize(
                width: pair.0.layout.size.width + pair.1.layout.size.width,
                height: max(pair.0.layout.size.height, pair.1.layout.size.height))
        }
        if SceneLayout.choose(pages) == 1 { sides = across }
        return sides
    }

    /// The metrics rows of both sides, with the better value of each marked.
    package func rows() throws -> [MetricRow] {
        MetricRow.rows(try prepare(left).metrics, try prepare(right).metrics)
    }

    /// Draws the comparison in `format`. Throws `InputError`, `SnapshotError` or ``GraphvizError``.
    public func render(format: OutputFormat) throws -> RenderedOutput {
        try render(format: format, marks: nil)
    }

    /// Draws the comparison with `marks` coloured on its sides and their legend under the tables, with the ways
    /// the routes are drawn under it; `rows` in place of the metrics both sides' trees give, when given.
    func render(format: OutputFormat, marks: ComparisonMarks?, rows: [MetricRow]? = nil) throws -> RenderedOutput {
        let prepared = try preparedSides(marks: marks)
        let drawn = Set(prepared.0.scene.drawnPresentations + prepared.1.scene.drawnPresentations)
        let ways = PresentationStyle.legendRow(Presentation.allCases.filter(drawn.contains))
        return try ComparisonRenderer().render(
            title: "\(left.caption) vs \(right.caption)",
            sides: [(left.caption, prepared.0), (right.caption, prepared.1)],
            rows: rows ?? MetricRow.rows(prepared.0.metrics, prepared.1.metrics),
            direction: prepared.0.layout.direction, format: format,
            legend: marks.map { (SceneStyle.stacked($0.legend, ways?.html), ways == nil ? 1 : 2) })
    }
}
