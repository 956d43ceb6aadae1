/// The room a layered drawing leaves free for edges: the gaps between its levels, which run the whole width
/// of the drawing, and within each level the corridors between its boxes. A path that only runs across
/// inside gaps and along inside corridors cannot pass through a box, whatever the layout (``EdgeRouter``).
///
/// Levels are found from the boxes themselves: boxes whose extents along the level axis overlap (or nearly
/// touch) make one band, so the tidy tree, a diff's placing and frames' stable positions all route alike.
/// Obstacles no edge ends at (the unreachable group's title) never join two levels into one: an edge between
/// them would be routed as one between boxes of a single level, round the far side of its parent.
struct FreeSpace: Sendable {
    /// A level: where it starts and ends along the level axis, and what it holds across, as sorted,
    /// disjoint intervals (boxes, and the obstacles and labels set inside the level).
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

    /// The free space around `boxes`; `obstacles` are rectangles no edge ends at, and `labels` rectangles the
    /// paths must also keep out of, each belonging to the level of its owner box (by index in `boxes`): it
    /// shapes that level's corridors and extent, never joins two levels.
    ///
    /// An obstacle that lies between levels is a band of its own, which paths cross through its corridors
    /// (the group's title top to bottom, between the tree and the group). One that reaches into a level is
    /// kept out of there as a label is (left to right the title lies beside the group's levels, wider than
    /// one of them): were it a band's box, it would join the levels it spans. In the gaps between those
    /// levels only a path that passes it on its far side could run into it; the title lies before every box
    /// of the group, where no path has a reason to go.
    init(boxes: [AxisRect], obstacles: [AxisRect] = [], labels: [(rect: AxisRect, owner: Int)] = []) {
        var levels = Self.levels(of: boxes)
        // An obstacle reaches into a level where it would have joined that level's band as a box.
        let reaching = obstacles.map { obstacle in
            levels.bands.contains {
                obstacle.alongMin < $0.end + Self.minimumGap && $0.start < obstacle.alongMax + Self.minimumGap
            }
        }
        let between = zip(obstacles, reaching).filter { !$0.1 }.map(\.0)
        if !between.isEmpty { levels = Self.levels(of: boxes + between) }
        bands = levels.bands
        bandOfBox = Array(levels.bandOf.prefix(boxes.count))
        var intervals = [[(lower: Double, upper: Double)]](repeating: [], count: bands.count)
        for (index, box) in (boxes + between).enumerated() {
            intervals[levels.bandOf[index]].append((box.acrossMin, box.acrossMax))
        }
        for (obstacle, reaches) in zip(obstacles, reaching) where reaches {
            for band in bandsOverlapping(obstacle.alongMin - Self.minimumGap, obstacle.alongMax + Self.minimumGap) {
                intervals[band].append((obstacle.acrossMin, obstacle.acrossMax))
            }
        }
        // A label belongs to its owner's level: wider along the level axis than the box (left to right) or in
        // front of it (top to bottom), it makes the level as deep as the two, so no lane of a gap runs through
        // it, and passes through the level keep out of it.
        for (label, owner) in labels {
            let band = bandOfBox[owner]
            bands[band].start = min(bands[band].start, label.alongMin)
            bands[band].end = max(bands[band].end, label.alongMax)
            intervals[band].append((label.acrossMin, label.acrossMax))
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

    /// The bands `rects` make: those whose extents along the level axis overlap or nearly touch make one; and
    /// the band of each rectangle.
    private static func levels(of rects: [AxisRect]) -> (bands: [Band], bandOf: [Int]) {
        let order = rects.indices.sorted { (rects[$0].alongMin, $0) < (rects[$1].alongMin, $1) }
        var bands: [Band] = []
        var bandOf = [Int](repeating: 0, count: rects.count)
        for index in order {
            let rect = rects[index]
            if let last = bands.last, rect.alongMin < last.end + minimumGap {
                bands[bands.count - 1].end = max(last.end, rect.alongMax)
            } else {
                bands.append(Band(start: rect.alongMin, end: rect.alongMax))
            }
            bandOf[index] = bands.count - 1
        }
        return (bands, bandOf)
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
