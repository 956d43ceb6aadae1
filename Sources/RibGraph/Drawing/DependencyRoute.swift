/// The path of a dependency edge on a pinned layout, computed by ribgraph rather than Graphviz (routing
/// around obstacles took minutes on large graphs): a cubic Bézier that leaves the provider and enters the
/// consumer off-centre, so it runs beside the solid tree edge instead of on top of it, with its label
/// beside the curve's middle.
struct DependencyRoute {
    /// Control points of one cubic Bézier segment, in layout coordinates (y grows down).
    var points: [LayoutPoint]
    /// Where the arrow's tip touches the consumer.
    var tip: LayoutPoint
    /// The label's centre.
    var labelCenter: LayoutPoint

    /// How far the spline stops short of the tip, leaving room for the arrowhead (Graphviz draws it there).
    private static let arrowLength = 7.0

    /// Routes an edge from the box at `from` to the box at `to`, with a label of `labelSize`.
    init(from: (center: LayoutPoint, size: LayoutSize), to: (center: LayoutPoint, size: LayoutSize),
         labelSize: LayoutSize, direction: LayoutDirection) {
        // Work in (along, across) axes: "along" is the level axis, "across" the sibling axis.
        let vertical = direction == .topToBottom
        func along(_ p: LayoutPoint) -> Double { vertical ? p.y : p.x }
        func across(_ p: LayoutPoint) -> Double { vertical ? p.x : p.y }
        func depthExtent(_ s: LayoutSize) -> Double { vertical ? s.height : s.width }
        func breadthExtent(_ s: LayoutSize) -> Double { vertical ? s.width : s.height }
        func point(along a: Double, across c: Double) -> LayoutPoint {
            vertical ? LayoutPoint(x: c, y: a) : LayoutPoint(x: a, y: c)
        }

        let downward = along(to.center) > along(from.center)
        // Run on the side the consumer lies on, so edges to children left and right fan out apart.
        let side = across(to.center) < across(from.center) - 1 ? -1.0 : 1.0
        let tailAlong = along(from.center) + depthExtent(from.size) / 2
        let tailAcross = across(from.center) + side * breadthExtent(from.size) / 4
        // A consumer further down is entered from above; one on the same level or higher from below.
        let headSign = downward ? -1.0 : 1.0
        let tipAlong = along(to.center) + headSign * depthExtent(to.size) / 2
        let tipAcross = across(to.center) + side * breadthExtent(to.size) / 4
        let endAlong = tipAlong + headSign * Self.arrowLength
        let reach = max(24, abs(endAlong - tailAlong) / 3)
        let p0 = point(along: tailAlong, across: tailAcross)
        let p1 = point(along: tailAlong + reach, across: tailAcross)
        let p2 = point(along: endAlong + headSign * reach, across: tipAcross)
        let p3 = point(along: endAlong, across: tipAcross)
        points = [p0, p1, p2, p3]
        tip = point(along: tipAlong, across: tipAcross)

        let middle = LayoutPoint(x: (p0.x + 3 * p1.x + 3 * p2.x + p3.x) / 8, y: (p0.y + 3 * p1.y + 3 * p2.y + p3.y) / 8)
        let offset = (vertical ? labelSize.width : labelSize.height) / 2 + 8
        labelCenter = point(along: along(middle), across: across(middle) + side * offset)
    }
}
