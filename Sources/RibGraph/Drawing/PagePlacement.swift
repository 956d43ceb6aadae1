/// Where a laid-out scene lands on the page: moved by `origin`, and turned into Graphviz's coordinates,
/// whose y axis points up from the bottom of a page `pageHeight` tall (ribgraph's layout grows down).
struct PagePlacement {
    var origin: LayoutPoint
    var pageHeight: Double

    /// `point` as Graphviz's `x,y` text.
    func position(_ point: LayoutPoint) -> String {
        "\(SceneRenderer.points(point.x + origin.x)),\(SceneRenderer.points(pageHeight - point.y - origin.y))"
    }

    /// An edge's `pos`: the arrow's tip, then the spline's control points, written into one string (a drawing of
    /// 20,000 RIBs writes some 60,000 of them).
    func spline(_ route: EdgeRoute) -> String {
        var text = "e,"
        text.reserveCapacity(2 + 18 * (route.points.count + 1))
        text += position(route.tip)
        for point in route.points {
            text += " "
            text += position(point)
        }
        return text
    }
}
