import Foundation

/// Edges against edges, as scripts/picture_lanes.py holds them (issue 42), on Graphviz's own paths: two edges
/// of different parents and children running together, and an edge through another edge's label.
extension LaidOutGraph {
    /// Largest distance, in points, between two samples of a path (LANE_STEP).
    static let laneStep = 1.0
    /// Samples of two edges closer than this lie on one line (LANE_DISTANCE).
    static let laneDistance = 3.0
    /// How far two edges of different parents and children may run together (SHARED_LENGTH).
    static let sharedLength = 20.0
    /// A stretch no longer than this is a crossing, not a run together (CROSSING_LENGTH).
    static let crossingLength = 2 * laneDistance + 2 * laneStep

    /// Every pair of edges with different tails and different heads that run within ``laneDistance`` of each
    /// other for more than ``sharedLength`` points (the shorter of each one's stretch near the other), stretches
    /// no longer than a crossing's left out.
    func sharedLanes() -> [String] {
        let sampled = edges.map { edge in edge.paths.flatMap { Self.samples($0, step: Self.laneStep) } }
        // Every sample by cell, so that the samples near a point are found without trying them all.
        var cells: [Int: [(edge: Int, point: Int)]] = [:]
        for (edge, points) in sampled.enumerated() {
            for (index, point) in points.enumerated() {
                cells[Self.cell(point.x, point.y), default: []].append((edge, index))
            }
        }
        var along: [Int: Double] = [:]  // i * edges.count + j: how long edge i runs near edge j
        let limit = Self.laneDistance * Self.laneDistance, size = Self.laneDistance
        for (i, points) in sampled.enumerated() {
            var nearBefore = Set<Int>()
            var stretch: [Int: Double] = [:]  // j: how long edge i has run near edge j since it came near
            func close(_ j: Int) {
                if let length = stretch.removeValue(forKey: j), length > Self.crossingLength {
                    along[i * edges.count + j, default: 0] += length
                }
            }
            for (index, point) in points.enumerated() {
                var near = Set<Int>()
                for dx in [-size, 0, size] {
                    for dy in [-size, 0, size] {
                        for (j, other) in cells[Self.cell(point.x + dx, point.y + dy)] ?? [] where !near.contains(j) {
                            let q = sampled[j][other]
                            if (q.x - point.x) * (q.x - point.x) + (q.y - point.y) * (q.y - point.y) < limit {
                                near.insert(j)
                            }
                        }
                    }
                }
                if index > 0 {
                    let step = hypot(point.x - points[index - 1].x, point.y - points[index - 1].y)
                    for j in near.intersection(nearBefore) where j != i { stretch[j, default: 0] += step }
                }
                for j in nearBefore.subtracting(near) { close(j) }
                nearBefore = near
            }
            for j in Array(stretch.keys) { close(j) }
        }
        var problems: [String] = []
        for (i, a) in edges.enumerated() {
            for (j, b) in edges.enumerated() where j > i && a.tail != b.tail && a.head != b.head {
                let shared = min(along[i * edges.count + j] ?? 0, along[j * edges.count + i] ?? 0)
                if shared > Self.sharedLength {
                    problems.append("edges \(a.tail) -> \(a.head) and \(b.tail) -> \(b.head) share \(Int(shared)) pt")
                }
            }
        }
        return problems
    }

    private static func cell(_ x: Double, _ y: Double) -> Int {
        Int((x / laneDistance).rounded(.down)) &* 1_000_003 &+ Int((y / laneDistance).rounded(.down))
    }

    /// Every edge whose path runs through another edge's label (the box around all its lines, shrunk by a point).
    func crossedLabels() -> [String] {
        let sampled = edges.map { edge in edge.paths.flatMap { Self.samples($0, step: Self.laneStep) } }
        let bounds = sampled.map(Self.bounds(of:))
        var problems: [String] = []
        for (j, owner) in edges.enumerated() where !owner.texts.isEmpty {
            let label = owner.texts.dropFirst().reduce(owner.texts[0].box) { box, text in
                Box(
                    minX: min(box.minX, text.box.minX), minY: min(box.minY, text.box.minY),
                    maxX: max(box.maxX, text.box.maxX), maxY: max(box.maxY, text.box.maxY))
            }
            for (i, edge) in edges.enumerated() where i != j && bounds[i].overlaps(label, slack: 0) {
                if sampled[i].contains(where: { Self.inside($0, label, by: 1) }) {
                    problems.append(
                        "edge \(edge.tail) -> \(edge.head) passes through the label of \(owner.tail) -> \(owner.head)")
                }
            }
        }
        return problems
    }

}
