/// The room a layered drawing leaves free for edges: the gaps between its levels, which run the whole width
/// of the drawing, and within each level the corridors between its boxes. A path that only runs across
/// inside gaps and along inside corridors cannot pass through a box, whatever the layout (``EdgeRouter``).
///
/// Levels are found from the boxes themselves: boxes whose extents along the level axis overlap (or nearly
/// touch) make one band, so the tidy tree, a diff's placing and frames' stable positions all route alike.
struct FreeSpace: Sendable {
    /// A level: where it starts and ends along the level axis, and what it holds across, as sorted,
    /// disjoint intervals (boxes, and labels set inside the level).
    struct Band: Sendable {
        var start: Double
        var end: Double
        var obstacles: [(lower: Double, upper: Double)] = []
    }

    /// A corridor of a band: the open interval between two obstacles; nil bounds reach past the drawing.
    struct Corridor: Sendable, Equatable {
        var band: Int
        /// The corridor's number in its band, from 0 before the first obstacle.
        var index: Int
        var lower: Double?
        var upper: Double?
    }

    /// The space kept between a path and any obstacle, in points.
    static let clearance = 4.0
    /// How thick the gaps before the first band and after the last are taken to be.
    static let outerGap = 24.0
    /// Bands closer than this along the level axis are one band: no path fits between them.
    static let minimumGap = 6.0

    private(set) var bands: [Band] = []
    /// The band each box (by its index in the boxes given) lies in.
    let bandOfBox: [Int]
    /// Sparse tables of the bands' reach across: `reach[k][i]` spans bands `i ..< i + 2^k`, so the reach
    /// of any run of bands is read in constant time.
    private var reach: [[(lower: Double, upper: Double)]] = []

    /// The free space around `boxes`; `labels` are rectangles the paths must also keep out of where they
    /// lie inside a band (they shape corridors, never bands).
    init(boxes: [AxisRect], labels: [AxisRect] = []) {
        let order = boxes.indices.sorted { (boxes[$0].alongMin, $0) < (boxes[$1].alongMin, $1) }
        var bandOfBox = [Int](repeating: 0, count: boxes.count)
        for index in order {
            let box = boxes[index]
            if let last = bands.last, box.alongMin < last.end + Self.minimumGap {
                bands[bands.count - 1].end = max(last.end, box.alongMax)
            } else {
                bands.append(Band(start: box.alongMin, end: box.alongMax))
            }
            bandOfBox[index] = bands.count - 1
        }
        self.bandOfBox = bandOfBox
        var intervals = [[(lower: Double, upper: Double)]](repeating: [], count: bands.count)
        for (index, box) in boxes.enumerated() {
            intervals[bandOfBox[index]].append((box.acrossMin, box.acrossMax))
        }
        for label in labels {
            for band in bandsOverlapping(label.alongMin, label.alongMax) {
                intervals[band].append((label.acrossMin, label.acrossMax))
            }
        }
        for band in bands.indices { bands[band].obstacles = Self.merged(intervals[band]) }
        var level = bands.map { band in
            (lower: band.obstacles.first?.lower ?? .infinity, upper: band.obstacles.last?.upper ?? -.infinity)
        }
        var width = 1
        while !level.isEmpty {
            reach.append(level)
            level = (0..<max(0, level.count - width)).map { index in
                (
                    min(level[index].lower, level[index + width].lower),
                    max(level[index].upper, level[index + width].upper)
                )
            }
            width *= 2
        }
    }

    /// How far across the obstacles of the bands in `range` reach, together.
    func reach(of range: ClosedRange<Int>) -> (lower: Double, upper: Double) {
        var power = 0
        while 1 << (power + 1) <= range.count { power += 1 }
        let left = reach[power][range.lowerBound], right = reach[power][range.upperBound + 1 - (1 << power)]
        return (min(left.lower, right.lower), max(left.upper, right.upper))
    }

    /// The gap before band `index` (index 0: before the first band; `bands.count`: after the last).
    func gap(_ index: Int) -> (start: Double, end: Double) {
        let start = index > 0 ? bands[index - 1].end : (bands.first?.start ?? 0) - Self.outerGap
        let end = index < bands.count ? bands[index].start : (bands.last?.end ?? 0) + Self.outerGap
        return (start, end)
    }

    /// The corridor of band `band` nearest to `across`: the one holding it, or, when `across` falls on an
    /// obstacle, the one beside the obstacle's nearer side.
    func corridor(in band: Int, near across: Double) -> Corridor {
        let obstacles = bands[band].obstacles
        // The first obstacle that ends after `across`.
        var low = 0, high = obstacles.count
        while low < high {
            let middle = (low + high) / 2
            if obstacles[middle].upper <= across { low = middle + 1 } else { high = middle }
        }
        var index = low
        if low < obstacles.count, obstacles[low].lower < across,
            obstacles[low].upper - across < across - obstacles[low].lower
        {
            index = low + 1
        }
        return Corridor(
            band: band, index: index, lower: index > 0 ? obstacles[index - 1].upper : nil,
            upper: index < obstacles.count ? obstacles[index].lower : nil)
    }

    /// The bands that overlap the extent from `start` to `end` along the level axis.
    private func bandsOverlapping(_ start: Double, _ end: Double) -> Range<Int> {
        var first = 0, high = bands.count
        while first < high {
            let middle = (first + high) / 2
            if bands[middle].end <= start { first = middle + 1 } else { high = middle }
        }
        var last = first
        while last < bands.count && bands[last].start < end { last += 1 }
        return first..<last
    }

    /// `intervals` sorted and joined wherever two lie too close for a path to pass between them.
    private static func merged(_ intervals: [(lower: Double, upper: Double)]) -> [(lower: Double, upper: Double)] {
        let sorted = intervals.sorted { ($0.lower, $0.upper) < ($1.lower, $1.upper) }
        var result: [(lower: Double, upper: Double)] = []
        for interval in sorted {
            if let last = result.last, interval.lower < last.upper + 2 * clearance {
                result[result.count - 1].upper = max(last.upper, interval.upper)
            } else {
                result.append(interval)
            }
        }
        return result
    }
}
