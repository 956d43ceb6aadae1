/// The order of the lanes of one gap between levels, from its low side (before it along the level axis) to
/// its high side, such that edges of different parents and children do not run together where they turn.
///
/// Each run across the gap joins its lane by two pieces along the level axis: from the side it comes from and
/// to the side it goes to, each at its position across. A piece from the low side to a lane and a piece from
/// the high side to another lane, at one position across, lie on one line wherever the two lanes' reach
/// overlaps: when the low piece's lane is the further from the low side. So the low piece's lane goes first,
/// wherever the constraints between lanes allow. Two edges that cross over each other in the gap (each one's
/// low piece near the other's high piece) ask for both orders: the order of the nearer pair wins where the
/// other pair's pieces lie ``oneLine`` apart or more. Where constraints still go round in a circle, lanes keep
/// their numbers' order.
struct LaneOrder {
    /// A run's piece between its lane and one side of the gap: at `across`, on the `low` side or the high one,
    /// of an edge from box `tail` to box `head` (a bus's stem, shared by edges to several heads: nil).
    struct Piece {
        var run: Int
        var low: Bool
        var across: Double
        var tail: Int
        var head: Int?
    }

    /// Pieces closer than this across lie on one line to the eye.
    static let nearness = EdgeRouter.laneSpacing
    /// Pieces closer than this lie on one line even to a careful eye (scripts/picture_lanes.py's LANE_DISTANCE):
    /// their order is never given up for a nearer pair's.
    static let oneLine = 3.0

    /// The position from the low side (0 first) of each of `count` lanes, given the lane number of each run that
    /// has one (`numberOfRun`) and the gap's `pieces`.
    static func positions(count: Int, numberOfRun: [Int: Int], pieces: [Piece]) -> [Int] {
        var highPieces: [Int: [Piece]] = [:]
        for piece in pieces where !piece.low { highPieces[bucket(piece.across), default: []].append(piece) }
        var distance: [Int: Double] = [:]  // first * count + second: how near the pieces that ask first before second
        var asked: [(first: Int, second: Int)] = []
        for low in pieces where low.low {
            guard let first = numberOfRun[low.run] else { continue }
            let key = bucket(low.across)
            for high in (key - 1...key + 1).flatMap({ highPieces[$0] ?? [] }) {
                let apart = abs(high.across - low.across)
                guard let second = numberOfRun[high.run], first != second, apart < nearness,
                    high.tail != low.tail, high.head == nil || high.head != low.head
                else { continue }
                if let known = distance[first * count + second] {
                    distance[first * count + second] = min(known, apart)
                } else {
                    distance[first * count + second] = apart
                    asked.append((first, second))
                }
            }
        }
        var after = [[Int]](repeating: [], count: count)
        var before = [Int](repeating: 0, count: count)
        for (first, second) in asked {
            let apart = distance[first * count + second]!
            if let reverse = distance[second * count + first], reverse < apart, apart >= oneLine { continue }
            after[first].append(second)
            before[second] += 1
        }
        // Kahn's order, the lowest number first among the lanes that are free to go.
        var ready = LaneHeap()
        for lane in 0..<count where before[lane] == 0 { ready.insert((Double(lane), lane)) }
        var position = [Int](repeating: -1, count: count)
        var placed = 0
        while placed < count {
            guard let next = ready.popFirst() else {
                // A circle: the lowest lane not yet placed goes next, whatever waits for it.
                let lane = position.firstIndex(of: -1)!
                before[lane] = 0
                ready.insert((Double(lane), lane))
                continue
            }
            guard position[next.lane] < 0 else { continue }
            position[next.lane] = placed
            placed += 1
            for lane in after[next.lane] where position[lane] < 0 {
                before[lane] -= 1
                if before[lane] == 0 { ready.insert((Double(lane), lane)) }
            }
        }
        return position
    }

    private static func bucket(_ across: Double) -> Int { Int((across / nearness).rounded(.down)) }
}
