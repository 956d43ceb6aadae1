import RibAnalysis
import RibOutput

/// Places two prepared sides of a ``Comparison`` on one page: captions on top, the trees at the same
/// scale side by side, each side's metrics table under its tree.
struct ComparisonRenderer {
    private static let gap = 48.0
    private static let captionHeight = 28.0
    /// A metrics table's estimated size: the page is laid out around it.
    private static let tableWidth = 250.0
    private static let rowHeight = 19.0
    /// The band under the tables that holds a row of the marks' legend, when there is one.
    private static let legendHeight = 40.0

    func render(
        title: String, sides: [(caption: String, side: Comparison.PreparedSide)], rows: [MetricRow],
        direction: LayoutDirection, format: OutputFormat, legend: (html: String, rows: Int)? = nil
    ) throws -> RenderedOutput {
        let columns = sides.map { max($0.side.layout.size.width, Self.tableWidth + 24) }
        let treesHeight = sides.map(\.side.layout.size.height).max() ?? 0
        let tableHeight = Double(rows.count + 1) * Self.rowHeight + 8
        let legendHeight = legend.map { Double($0.rows) * Self.legendHeight } ?? 0
        let pageHeight = Self.captionHeight + treesHeight + tableHeight + 16 + legendHeight
        var left = 0.0
        var page = Page(name: "ribgraph-compare", title: title, direction: direction, isPinned: true)
        let whole = PagePlacement(origin: LayoutPoint(x: 0, y: 0), pageHeight: pageHeight)
        for (index, (caption, side)) in sides.enumerated() {
            let center = left + columns[index] / 2
            let origin = LayoutPoint(x: center - side.layout.size.width / 2, y: Self.captionHeight)
            let prefix = index == 0 ? "left" : "right"
            page.items += [
                .scene(
                    side.scene, layout: side.layout, placement: PagePlacement(origin: origin, pageHeight: pageHeight),
                    keyPrefix: "\(prefix):", idPrefix: "\(prefix)-"),
                .panel(
                    key: "\(prefix):caption", id: "\(prefix)-caption", html: Self.caption(caption, side.metrics),
                    center: LayoutPoint(x: center, y: Self.captionHeight / 2), placement: whole),
                .panel(
                    key: "\(prefix):metrics", id: "\(prefix)-metrics",
                    html: Self.table(rows, side: index == 0 ? .left : .right),
                    center: LayoutPoint(x: center, y: Self.captionHeight + treesHeight + 8 + tableHeight / 2),
                    placement: whole),
            ]
            left += columns[index] + Self.gap
        }
        if let legend {
            page.items.append(
                .panel(
                    key: "marks", id: "marks", html: legend.html,
                    center: LayoutPoint(
                        x: (left - Self.gap) / 2,
                        y: Self.captionHeight + treesHeight + tableHeight + 16 + legendHeight / 2),
                    placement: whole))
        }
        return try SceneRenderer.render(page, format: format)
    }

    /// "vertical" in bold, then what to see at a glance: how deep the tree is and where routing is decided.
    static func caption(_ caption: String, _ metrics: TreeMetrics) -> String {
        let depths = metrics.routing.decisionPoints.map { String($0.depth) }
        let routing =
            depths.isEmpty ? "no routing decisions" : "routing decided at depth \(depths.joined(separator: ", "))"
        return "<B>\(GraphvizText.htmlLabel(caption))</B>   depth \(metrics.depth.maximum) · \(routing)"
    }

    /// One side's metrics as an HTML table; the better value of a row is marked with a tick on green, and the
    /// right side's worse one (what the change costs) with a cross on red.
    static func table(_ rows: [MetricRow], side: MetricRow.Side) -> String {
        var html = "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"3\" COLOR=\"#cbd5e1\">"
        html += "<TR><TD ALIGN=\"LEFT\"><B>metric</B></TD><TD ALIGN=\"RIGHT\"><B>value</B></TD></TR>"
        for row in rows {
            let value = GraphvizText.htmlLabel(side == .left ? row.left : row.right)
            let cell =
                row.better == side
                ? "<TD ALIGN=\"RIGHT\" BGCOLOR=\"#dcfce7\"><FONT COLOR=\"#15803d\"><B>✓ \(value)</B></FONT></TD>"
                : side == .right && row.better == .left
                    ? "<TD ALIGN=\"RIGHT\" BGCOLOR=\"#fee2e2\"><FONT COLOR=\"#b91c1c\"><B>✗ \(value)</B></FONT></TD>"
                    : "<TD ALIGN=\"RIGHT\">\(value)</TD>"
            html += "<TR><TD ALIGN=\"LEFT\">\(GraphvizText.htmlLabel(row.label))</TD>\(cell)</TR>"
        }
        return html + "</TABLE>"
    }
}
