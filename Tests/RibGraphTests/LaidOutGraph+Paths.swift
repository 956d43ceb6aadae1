import Foundation

/// The edges of a laid-out picture held to scripts/picture_check.py's rules, on Graphviz's own paths: no
/// edge through a box that is not one of its ends, and none drawn under its own end's box.
extension LaidOutGraph {
    /// Largest distance, in points, between two samples of a path (picture_check's CURVE_STEP).
    static let curveStep = 2.0
    /// A box shrunk by this much before a sample counts as inside it (BOX_MARGIN).
    static let boxMargin = 1.0
    /// How deep a path may reach into its own ends' boxes: it starts and ends on their sides (OWN_END_DEPTH).
    static let ownEndDepth = 3.0

    /// Every edge that passes through a box other than its ends, and every edge that runs under one of its
    /// own ends' boxes, as `picture_check.py` words them. A frame around other boxes is no box.
    func pathProblems() -> [String] {
        let boxes = nodes.filter { !$0.isFrame }
        var problems: [String] = []
        for edge in edges {
            let points = edge.paths.flatMap { Self.samples($0, step: Self.curveStep) }
            let ends = "\(edge.tail) -> \(edge.head)"
            // Only a box that the points' bounds reach into can hold one of them.
            let bounds = Self.bounds(of: points)
            for node in boxes where node.name != edge.tail && node.name != edge.head {
                if Self.inside(bounds, node.box, by: Self.boxMargin),
                    points.contains(where: { Self.inside($0, node.box, by: Self.boxMargin) })
                {
                    problems.append("edge \(ends) passes through box \(node.name)")
                }
            }
            for node in boxes where node.name == edge.tail || node.name == edge.head {
                if points.contains(where: { Self.inside($0, node.box, by: Self.ownEndDepth) }) {
                    problems.append("edge \(ends) runs under its own end's box \(node.name)")
                }
            }
        }
        return problems
    }

    /// Points along a path's cubic Béziers, at most `step` apart (the control polygon bounds a segment's
    /// length).
    static func samples(_ path: [(x: Double, y: Double)], step: Double) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        var index = 0
        while index + 3 < path.count {
            let p = Array(path[index...(index + 3)])
            let length = zip(p, p.dropFirst()).reduce(0.0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
            let steps = max(1, Int((length / step).rounded(.up)))
            for k in 0...steps {
                let t = Double(k) / Double(steps), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                points.append(
                    (
                        a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
                        a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y
                    ))
            }
            index += 3
        }
        return points
    }

    /// The smallest box around `points` (all zero when there are none).
    static func bounds(of points: [(x: Double, y: Double)]) -> Box {
        Box(
            minX: points.map(\.x).min() ?? 0, minY: points.map(\.y).min() ?? 0,
            maxX: points.map(\.x).max() ?? 0, maxY: points.map(\.y).max() ?? 0)
    }

    /// Whether `bounds` reaches strictly inside `box` shrunk by `inset` on every side: a point within `bounds` can
    /// lie there.
    static func inside(_ bounds: Box, _ box: Box, by inset: Double) -> Bool {
        bounds.maxX > box.minX + inset && bounds.minX < box.maxX - inset && bounds.maxY > box.minY + inset
            && bounds.minY < box.maxY - inset
    }

    /// Whether `point` lies strictly inside `box` shrunk by `inset` on every side.
    static func inside(_ point: (x: Double, y: Double), _ box: Box, by inset: Double) -> Bool {
        point.x > box.minX + inset && point.x < box.maxX - inset && point.y > box.minY + inset
            && point.y < box.maxY - inset
    }
}
