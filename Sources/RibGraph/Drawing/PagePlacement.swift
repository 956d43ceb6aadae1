/// Where a laid-out scene lands on the page: moved by `origin`, and turned into Graphviz's coordinates,
/// whose y axis points up from the bottom of a page `pageHeight` tall (ribgraph's layout grows down).
struct PagePlacement {
    var origin: LayoutPoint
    var pageHeight: Double

    /// `point` as Graphviz's `x,y` text.
    func position(_ point: LayoutPoint) -> String {
        "\(SceneRenderer.points(point.x + origin.x)),\(SceneRenderer.points(pageHeight - point.y - origin.y))"
    }

    /// An edge's `pos`: the arrow's tip, then the spline's control points.
    func spline(_ route: EdgeRoute) -> String {
        "e,\(position(route.tip)) " + route.points.map(position).joined(separator: " ")
    }
}
