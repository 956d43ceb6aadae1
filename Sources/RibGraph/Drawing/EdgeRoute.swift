/// The path of an edge on a pinned layout, computed by ribgraph rather than Graphviz: routing around
/// obstacles took minutes on large graphs, and even straight-line routing is time Graphviz need not spend.
/// Tree edges run straight from parent to child. Dependency edges are a cubic Bézier that leaves the
/// provider and enters the consumer off-centre, so they run beside the solid tree edge instead of on top
/// of it, with the label beside the end of the curve (top to bottom), beside the consumer (left to right),
/// or beside its middle (when the consumer is not further down).
struct EdgeRoute {
    /// Control points of one cubic Bézier segment, in layout coordinates (y grows down).
    var points: [LayoutPoint]
    /// Where the arrow's tip touches the head node.
    var tip: LayoutPoint
    /// The label's centre, for edges with a label.
    var labelCenter: LayoutPoint?

    /// The space between an edge and its label.
    static let labelGap = 8.0

    /// A box on the layout.
    typealias Box = (center: LayoutPoint, size: LayoutSize)

    /// The tree edge from `parent` to `child`: a straight line between facing sides.
    init(treeFrom parent: Box, to child: Box, arrowLength: Double, direction: LayoutDirection) {
        let axes = Axes(direction)
        let tailAlong = axes.along(parent.center) + axes.depth(parent.size) / 2
        let tipAlong = axes.along(child.center) - axes.depth(child.size) / 2
        let start = axes.point(along: tailAlong, across: axes.across(parent.center))
        tip = axes.point(along: tipAlong, across: axes.across(child.center))
        let end = axes.point(along: tipAlong - arrowLength, across: axes.across(child.center))
        points = [start, Self.lerp(start, end, 1.0 / 3), Self.lerp(start, end, 2.0 / 3), end]
        labelCenter = nil
    }

    /// The route from another parent to a RIB placed under its first parent: straight like a tree edge when
    /// the child lies further down; otherwise (a cycle back up, a child on the same level) a curve that
    /// enters the child from below, beside its middle, as a dependency edge going up does.
    init(routeFrom parent: Box, to child: Box, arrowLength: Double, direction: LayoutDirection) {
        let axes = Axes(direction)
        if axes.along(child.center) - axes.depth(child.size) / 2 > axes.along(parent.center) + axes.depth(parent.size)
            / 2
        {
            self.init(treeFrom: parent, to: child, arrowLength: arrowLength, direction: direction)
        } else {
            self.init(
                dependencyFrom: parent, to: child, labelSize: LayoutSize(width: 0, height: 0),
                arrowLength: arrowLength, direction: direction)
            labelCenter = nil
        }
    }

    /// The dependency edge from `provider` to `consumer`, with a label of `labelSize`.
    init(
        dependencyFrom provider: Box, to consumer: Box, labelSize: LayoutSize, arrowLength: Double,
        direction: LayoutDirection
    ) {
        let axes = Axes(direction)
        let downward = axes.along(consumer.center) > axes.along(provider.center)
        // Run on the side the consumer lies on, so edges to children left and right fan out apart.
        let side = axes.across(consumer.center) < axes.across(provider.center) - 1 ? -1.0 : 1.0
        let tailAlong = axes.along(provider.center) + axes.depth(provider.size) / 2
        let tailAcross = axes.across(provider.center) + side * axes.breadth(provider.size) / 4
        // A consumer further down is entered from above; one on the same level or higher from below.
        let headSign = downward ? -1.0 : 1.0
        let tipAlong = axes.along(consumer.center) + headSign * axes.depth(consumer.size) / 2
        let tipAcross = axes.across(consumer.center) + side * axes.breadth(consumer.size) / 4
        let endAlong = tipAlong + headSign * arrowLength
        let reach = max(24, abs(endAlong - tailAlong) / 3)
        let p0 = axes.point(along: tailAlong, across: tailAcross)
        let p1 = axes.point(along: tailAlong + reach, across: tailAcross)
        let p2 = axes.point(along: endAlong + headSign * reach, across: tipAcross)
        let p3 = axes.point(along: endAlong, across: tipAcross)
        points = [p0, p1, p2, p3]
        tip = axes.point(along: tipAlong, across: tipAcross)

        let offset = axes.breadth(labelSize) / 2 + Self.labelGap
        if axes.vertical && downward {
            // Just above the consumer, in the gap between levels: the middle of an edge that skips a
            // level would put the label on top of the nodes of that level.
            let labelAlong = tipAlong - arrowLength - labelSize.height / 2 - 2
            labelCenter = axes.point(along: labelAlong, across: tipAcross + side * offset)
        } else if downward {
            // Left to right, above or below the consumer, in the room its slot keeps there
            // (SceneLayout.slots): a label is wider than the gap between levels.
            let clear = axes.breadth(consumer.size) / 2 + Self.labelGap + axes.breadth(labelSize) / 2
            labelCenter = axes.point(
                along: axes.along(consumer.center), across: axes.across(consumer.center) + side * clear)
        } else {
            let middle = LayoutPoint(
                x: (p0.x + 3 * p1.x + 3 * p2.x + p3.x) / 8, y: (p0.y + 3 * p1.y + 3 * p2.y + p3.y) / 8)
            labelCenter = axes.point(along: axes.along(middle), across: axes.across(middle) + side * offset)
        }
    }

    private static func lerp(_ a: LayoutPoint, _ b: LayoutPoint, _ t: Double) -> LayoutPoint {
        LayoutPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}

/// The layout's two axes named by role: "along" runs from level to level, "across" from sibling to sibling.
private struct Axes {
    let vertical: Bool

    init(_ direction: LayoutDirection) {
        vertical = direction == .topToBottom
    }

    func along(_ p: LayoutPoint) -> Double { vertical ? p.y : p.x }
    func across(_ p: LayoutPoint) -> Double { vertical ? p.x : p.y }
    /// A box's extent along the level axis.
    func depth(_ s: LayoutSize) -> Double { vertical ? s.height : s.width }
    /// A box's extent along the sibling axis.
    func breadth(_ s: LayoutSize) -> Double { vertical ? s.width : s.height }
    func point(along a: Double, across c: Double) -> LayoutPoint {
        vertical ? LayoutPoint(x: c, y: a) : LayoutPoint(x: a, y: c)
    }
}
