/// The path of one edge on a pinned layout, as Graphviz takes it: cubic Bézier control points from the
/// tail to where the arrowhead starts, and the arrow's tip on the head's box. ``EdgeRouter`` finds the way;
/// this turns its straight pieces into a spline with small rounded corners.
struct EdgeRoute: Sendable, Equatable {
    /// Control points of the spline's cubic Bézier segments (3n + 1 of them), in layout coordinates (y grows
    /// down).
    var points: [LayoutPoint]
    /// Where the arrow's tip touches the head node.
    var tip: LayoutPoint
    /// The label's centre, for edges with a label.
    var labelCenter: LayoutPoint?

    /// The space between an edge and its label.
    static let labelGap = 8.0
    /// The radius of a corner: small, so that a rounded corner stays in the free space around its point
    /// (``FreeSpace/clearance`` is larger).
    static let cornerRadius = 3.0

    /// The spline along `polyline` (its pieces each square to an axis, or any straight line), its corners
    /// rounded, ending where the arrowhead starts; `tip` is the arrow's tip.
    init(polyline: [LayoutPoint], tip: LayoutPoint) {
        let corners = Self.simplified(polyline)
        var points = [corners[0]]
        for index in corners.indices.dropFirst() {
            let start = points[points.count - 1], corner = corners[index]
            guard index < corners.count - 1 else {
                points += [Self.lerp(start, corner, 1.0 / 3), Self.lerp(start, corner, 2.0 / 3), corner]
                break
            }
            let next = corners[index + 1]
            let radius = min(
                Self.cornerRadius, Self.distance(corners[index - 1], corner) / 2, Self.distance(corner, next) / 2)
            let entry = Self.toward(corner, from: corners[index - 1], by: radius)
            let exit = Self.toward(corner, from: next, by: radius)
            points += [Self.lerp(start, entry, 1.0 / 3), Self.lerp(start, entry, 2.0 / 3), entry, corner, corner, exit]
        }
        self.points = points
        self.tip = tip
        labelCenter = nil
    }

    /// `polyline` without repeated points and without points in the middle of a straight piece.
    private static func simplified(_ polyline: [LayoutPoint]) -> [LayoutPoint] {
        var result: [LayoutPoint] = []
        for point in polyline where result.last != point {
            if result.count >= 2, collinear(result[result.count - 2], result[result.count - 1], point) {
                result[result.count - 1] = point
            } else {
                result.append(point)
            }
        }
        return result.count >= 2 ? result : result + result
    }

    private static func collinear(_ a: LayoutPoint, _ b: LayoutPoint, _ c: LayoutPoint) -> Bool {
        abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) < 1e-9
            && (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y) >= 0
    }

    private static func distance(_ a: LayoutPoint, _ b: LayoutPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The point `length` from `corner` towards `other`.
    private static func toward(_ corner: LayoutPoint, from other: LayoutPoint, by length: Double) -> LayoutPoint {
        let total = distance(corner, other)
        guard total > 0 else { return corner }
        return lerp(corner, other, length / total)
    }

    private static func lerp(_ a: LayoutPoint, _ b: LayoutPoint, _ t: Double) -> LayoutPoint {
        LayoutPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
