/// Routes edges between the boxes of a layered drawing through its ``FreeSpace``, so that no edge passes
/// through a box that is not one of its ends, by construction and in time linear in the levels each edge
/// spans. An edge leaves its tail's box towards the head, runs across in the gap beside it, along through a
/// corridor of each level in between, across again in the gap beside the head, and enters the head's box
/// square to its side. Edges that share a gap run in separate lanes of it, and edges that share a corridor
/// side by side, except the routes of one parent in the gap below it, which share one lane (a bus) as in an
/// organisation chart.
///
/// Graphviz's own obstacle-avoiding router (`splines=true` on pinned positions) took over five minutes at
/// 5,000 RIBs; this one routes 20,000 in a fraction of a second.
struct EdgeRouter {
    /// One edge to route.
    struct Request: Sendable {
        /// The boxes the edge runs from and to, by index.
        var tail: Int
        var head: Int
        /// Where the edge leaves the tail's box and enters the head's, across the levels.
        var tailAcross: Double
        var headAcross: Double
        /// The arrowhead's length: the last straight piece before the tip.
        var arrowLength: Double
        /// Room kept free of other edges' lanes in front of the head, for the arrowhead and a label.
        var headClearance: Double
        /// Edges with the same bus share their lane in the gap they start in (a parent's routes).
        var bus: Int? = nil
    }

    /// The side of a box an edge leaves or enters by: before it along the level axis (above, top to bottom)
    /// or after it.
    enum Side: Sendable { case before, after }

    private let axes: LayoutAxes
    private let boxes: [AxisRect]
    private let space: FreeSpace
    /// The space kept between lanes of one gap and between paths in one corridor.
    static let laneSpacing = 5.0

    /// A router for `boxes` (centres and sizes on the layout) laid out in `direction`; `obstacles` are
    /// rectangles no edge ends at and `labels` rectangles edges keep out of, each beside its owner box, whose
    /// level it widens (``FreeSpace``).
    init(
        boxes: [(center: LayoutPoint, size: LayoutSize)], obstacles: [AxisRect] = [],
        labels: [(rect: AxisRect, owner: Int)] = [], direction: LayoutDirection
    ) {
        let axes = LayoutAxes(direction)
        let rects = boxes.map { axes.rect(center: $0.center, size: $0.size) }
        self.axes = axes
        self.boxes = rects
        space = FreeSpace(boxes: rects, obstacles: obstacles, labels: labels)
    }

    /// The side by which an edge from box `tail` enters box `head`: before it when the head lies on a later
    /// level or the same one, after it when the head lies on an earlier level.
    func entrySide(from tail: Int, to head: Int) -> Side {
        space.bandOfBox[head] < space.bandOfBox[tail] ? .after : .before
    }

    /// Whether an edge from box `tail` to box `head` leaves by the tail's side before it along the level axis:
    /// when the head lies on an earlier level or the same one.
    func leavesBefore(from tail: Int, to head: Int) -> Bool {
        space.bandOfBox[head] <= space.bandOfBox[tail]
    }

    /// The level (band of ``FreeSpace``) box `box` lies on, counted along the level axis.
    func level(of box: Int) -> Int { space.bandOfBox[box] }

    /// Where an edge entering box `head` at `across` by `side` touches it (the arrow's tip).
    func tip(of head: Int, across: Double, side: Side) -> LayoutPoint {
        axes.point(along: side == .before ? boxes[head].alongMin : boxes[head].alongMax, across: across)
    }

    /// The route of each request, in order.
    func route(_ requests: [Request]) -> [EdgeRoute] {
        let plans = plans(requests)
        let passX = corridorPositions(plans)
        let lanes = laneOffsets(plans, requests: requests, passX: passX)
        return plans.indices.map { index in
            let plan = plans[index], request = requests[index]
            var polyline = [(along: plan.startAlong, across: request.tailAcross)]
            var across = request.tailAcross
            for step in plan.gaps.indices {
                let lane = lanes[index][step]
                let next = step < plan.passes.count ? passX[plan.passes[step].id] : request.headAcross
                polyline.append((lane, across))
                polyline.append((lane, next))
                across = next
            }
            let sign = plan.entry == .before ? -1.0 : 1.0
            polyline.append((plan.tipAlong + sign * request.arrowLength, request.headAcross))
            return EdgeRoute(
                polyline: polyline.map { axes.point(along: $0.along, across: $0.across) },
                tip: axes.point(along: plan.tipAlong, across: request.headAcross))
        }
    }

    /// For each gap (0 before the first level, the number of levels after the last), how much longer along the
    /// level axis it must be for the lanes `requests` take in it to lie ``laneSpacing`` apart: 0 where they do.
    /// Lanes are spread evenly over a gap, so one too short for them drew them on top of each other.
    func laneShortfall(_ requests: [Request]) -> [Double] {
        let plans = plans(requests)
        let runs = runs(plans, requests: requests, passX: corridorPositions(plans))
        var shortfall = [Double](repeating: 0, count: space.bands.count + 1)
        for gap in laneNumbers(runs) where gap.count > 1 || gap.high < gap.low {
            shortfall[gap.gap] = max(0, Double(gap.count) * Self.laneSpacing - (gap.high - gap.low))
        }
        return shortfall
    }

    /// Each request's plan, its passes numbered in order across all plans.
    private func plans(_ requests: [Request]) -> [Plan] {
        var plans = requests.map(plan)
        var passCount = 0
        for index in plans.indices {
            for step in plans[index].passes.indices {
                plans[index].passes[step].id = passCount
                passCount += 1
            }
        }
        return plans
    }

    /// A pass through a band's corridor, waiting for its position across.
    private struct Pass {
        var id: Int
        var corridor: FreeSpace.Corridor
        var desired: Double
        /// For an edge across many levels: the bands it passes in one straight run beside them all, on the
        /// side its corridor's bound says (lower: after the obstacles, upper: before them).
        var express: ClosedRange<Int>? = nil
    }

    /// Edges that pass more levels than this run straight beside all of them, on a track of their own,
    /// rather than through a corridor of each: their cost stays constant however deep the tree, where a
    /// pass per level made a 5,000-RIB deep tree with a long dependency edge per RIB take seconds.
    static let expressSpan = 12

    /// An edge's way before positions across are known: the gaps it runs across, in order, and the corridor
    /// it takes through each band between two of them.
    private struct Plan {
        var startAlong: Double
        var tipAlong: Double
        var entry: Side
        var gaps: [Int]
        var passes: [Pass]
    }

    private func plan(_ request: Request) -> Plan {
        let from = space.bandOfBox[request.tail], to = space.bandOfBox[request.head]
        let tail = boxes[request.tail], head = boxes[request.head]
        let gaps: [Int]
        let passed: [Int]
        if to > from {
            gaps = Array((from + 1)...to)
            passed = Array(gaps.dropLast())
        } else if to < from {
            gaps = Array(((to + 1)...from).reversed())
            passed = gaps.dropLast().map { $0 - 1 }
        } else {
            gaps = [from]
            passed = []
        }
        let span = Double(to - from)
        let entry: Side = to < from ? .after : .before
        let startAlong = to > from ? tail.alongMax : tail.alongMin
        let tipAlong = entry == .before ? head.alongMin : head.alongMax
        if passed.count > Self.expressSpan, let first = passed.min(), let last = passed.max() {
            let reach = space.reach(of: first...last)
            let middle = (request.tailAcross + request.headAcross) / 2
            let after = reach.upper - middle <= middle - reach.lower
            let express = Pass(
                id: 0,
                corridor: FreeSpace.Corridor(
                    band: first, index: after ? 1 : 0, lower: after ? reach.upper : nil,
                    upper: after ? nil : reach.lower),
                desired: middle, express: first...last)
            return Plan(
                startAlong: startAlong, tipAlong: tipAlong, entry: entry, gaps: [gaps[0], gaps[gaps.count - 1]],
                passes: [express])
        }
        let passes = passed.map { band in
            let share = (Double(band - from)) / span
            let desired = request.tailAcross + share * (request.headAcross - request.tailAcross)
            return Pass(id: 0, corridor: space.corridor(in: band, near: desired), desired: desired)
        }
        return Plan(startAlong: startAlong, tipAlong: tipAlong, entry: entry, gaps: gaps, passes: passes)
    }

    /// Each pass's position across (by its id): inside its corridor, clear of both sides; several passes
    /// through one corridor spread out in the order of where they would like to be.
    private func corridorPositions(_ plans: [Plan]) -> [Double] {
        var passes: [Pass] = []
        // Corridors numbered across all bands, so passes are grouped by an array index, not by hashing.
        var first = [Int](repeating: 0, count: space.bands.count + 1)
        for (band, level) in space.bands.enumerated() { first[band + 1] = first[band] + level.obstacles.count + 1 }
        var byCorridor = [[Int]](repeating: [], count: first[space.bands.count])
        var express: [[Int]] = [[], []]
        for plan in plans {
            for pass in plan.passes {
                if pass.express != nil {
                    express[pass.corridor.index].append(pass.id)
                } else {
                    byCorridor[first[pass.corridor.band] + pass.corridor.index].append(pass.id)
                }
                passes.append(pass)
            }
        }
        var x = [Double](repeating: 0, count: passes.count)
        // Express runs beside the levels take tracks numbered outwards, one per run that overlaps another
        // along the levels.
        for (side, members) in express.enumerated() {
            let sorted = members.sorted {
                (passes[$0].express!.lowerBound, passes[$0].express!.upperBound, $0)
                    < (passes[$1].express!.lowerBound, passes[$1].express!.upperBound, $1)
            }
            let tracks = Self.lanes(
                sorted.map { (Double(passes[$0].express!.lowerBound), Double(passes[$0].express!.upperBound)) })
            for (id, track) in zip(sorted, tracks) {
                let offset = FreeSpace.clearance + Self.laneSpacing * Double(track)
                x[id] = side == 1 ? passes[id].corridor.lower! + offset : passes[id].corridor.upper! - offset
            }
        }
        for members in byCorridor where !members.isEmpty {
            let sorted = members.sorted { (passes[$0].desired, $0) < (passes[$1].desired, $1) }
            let corridor = passes[sorted[0]].corridor
            let spread = Self.spread(sorted.map { passes[$0].desired }, lower: corridor.lower, upper: corridor.upper)
            for (id, position) in zip(sorted, spread) { x[id] = position }
        }
        return x
    }

    /// Positions for paths that would like to be at `desired` (sorted) between `lower` and `upper` (nil:
    /// open on that side): as desired where they fit clear of the sides and of each other, else evenly spread.
    static func spread(_ desired: [Double], lower: Double?, upper: Double?) -> [Double] {
        let gap = laneSpacing, pad = FreeSpace.clearance
        switch (lower, upper) {
        case (let lower?, let upper?):
            let low = lower + pad, high = upper - pad
            guard high > low else { return desired.map { _ in (lower + upper) / 2 } }
            let clamped = desired.map { min(max($0, low), high) }
            if zip(clamped, clamped.dropFirst()).allSatisfy({ $1 - $0 >= gap }) { return clamped }
            let step = (high - low) / Double(desired.count)
            return desired.indices.map { low + step * (Double($0) + 0.5) }
        case (let lower?, nil):
            var result: [Double] = []
            for value in desired { result.append(max(value, (result.last.map { $0 + gap } ?? lower + pad))) }
            return result
        case (nil, let upper?):
            var result: [Double] = []
            for value in desired.reversed() { result.append(min(value, (result.last.map { $0 - gap } ?? upper - pad))) }
            return result.reversed()
        case (nil, nil):
            return desired
        }
    }

    /// The runs of edges across the gaps between levels, by number: where each lies and what it spans across.
    private struct Runs {
        /// The gap each run is in.
        var gapOf: [Int] = []
        /// The span across each run covers.
        var lower: [Double] = [], upper: [Double] = []
        /// Each plan's runs, one per gap it crosses, in order.
        var ofPlan: [[Int]] = []
        /// The room each gap leaves for lanes, clear of the arrowheads and labels in front of heads.
        var bounds: [(low: Double, high: Double)] = []
        /// The pieces joining runs to the sides of their gaps (``LaneOrder``).
        var pieces: [LaneOrder.Piece] = []
    }

    /// The runs of `plans`; a bus's runs in one gap are one run.
    private func runs(_ plans: [Plan], requests: [Request], passX: [Double]) -> Runs {
        struct Bus: Hashable {
            var gap: Int
            var bus: Int
        }
        var runs = Runs()
        var busRun: [Bus: Int] = [:]
        runs.bounds = (0...space.bands.count).map { gap -> (low: Double, high: Double) in
            let (start, end) = space.gap(gap)
            return (start + FreeSpace.clearance, end - FreeSpace.clearance)
        }
        runs.ofPlan.reserveCapacity(plans.count)
        for (index, plan) in plans.enumerated() {
            let request = requests[index]
            var across = request.tailAcross
            var mine: [Int] = []
            mine.reserveCapacity(plan.gaps.count)
            // Down the levels a run comes from a gap's low side and goes to its high one; up them, the reverse;
            // to the same level, it comes from and goes to the high side.
            let from = space.bandOfBox[request.tail], to = space.bandOfBox[request.head]
            for (step, gap) in plan.gaps.enumerated() {
                let next = step < plan.passes.count ? passX[plan.passes[step].id] : request.headAcross
                let key = step == 0 ? request.bus.map { Bus(gap: gap, bus: $0) } : nil
                let run: Int
                if let key, let known = busRun[key] {
                    runs.lower[known] = min(runs.lower[known], across, next)
                    runs.upper[known] = max(runs.upper[known], across, next)
                    run = known
                } else {
                    if let key { busRun[key] = runs.gapOf.count }
                    run = runs.gapOf.count
                    runs.gapOf.append(gap)
                    runs.lower.append(min(across, next))
                    runs.upper.append(max(across, next))
                    runs.pieces.append(
                        LaneOrder.Piece(
                            run: run, low: to > from, across: across, tail: request.tail,
                            head: key == nil ? request.head : nil))
                }
                runs.pieces.append(
                    LaneOrder.Piece(run: run, low: to < from, across: next, tail: request.tail, head: request.head))
                mine.append(run)
                across = next
            }
            runs.ofPlan.append(mine)
            // Keep lanes clear of the arrowhead and label in front of the head.
            let headGap = plan.gaps[plan.gaps.count - 1]
            if plan.entry == .before {
                runs.bounds[headGap].high = min(runs.bounds[headGap].high, plan.tipAlong - request.headClearance)
            } else {
                runs.bounds[headGap].low = max(runs.bounds[headGap].low, plan.tipAlong + request.headClearance)
            }
        }
        return runs
    }

    /// The lane (position along the level axis) of each plan's run in each gap it crosses.
    private func laneOffsets(_ plans: [Plan], requests: [Request], passX: [Double]) -> [[Double]] {
        let runs = runs(plans, requests: requests, passX: passX)
        var lane = [Double](repeating: 0, count: runs.gapOf.count)
        for gap in laneNumbers(runs) {
            var (low, high) = (gap.low, gap.high)
            // Before the first level and after the last, only the page's margin lies outside: lanes spread
            // outwards as far as they need, and SceneLayout moves the drawing to make that room.
            let needed = Double(gap.count) * Self.laneSpacing
            if gap.gap == 0 { low = min(low, high - needed) }
            if gap.gap == space.bands.count { high = max(high, low + needed) }
            if high < low {
                let (start, end) = space.gap(gap.gap)
                low = (start + end) / 2
                high = low
            }
            for run in gap.members { lane[run] = (low + high) / 2 }
            for (run, number) in zip(gap.jogs, gap.numbers) {
                lane[run] = low + (high - low) * (Double(number) + 0.5) / Double(gap.count)
            }
        }
        return runs.ofPlan.map { $0.map { lane[$0] } }
    }

    /// For each gap that runs cross: its runs, the room it has for lanes, and the runs that jog across it
    /// with the lane number each takes and how many lanes there are.
    private func laneNumbers(_ runs: Runs) -> [(
        gap: Int, members: [Int], low: Double, high: Double, jogs: [Int], numbers: [Int], count: Int
    )] {
        var byGap = [[Int]](repeating: [], count: space.bands.count + 1)
        for run in runs.gapOf.indices { byGap[runs.gapOf[run]].append(run) }
        var piecesByGap = [[LaneOrder.Piece]](repeating: [], count: space.bands.count + 1)
        for piece in runs.pieces { piecesByGap[runs.gapOf[piece.run]].append(piece) }
        return byGap.enumerated().compactMap { gap, members in
            guard !members.isEmpty else { return nil }
            // A run straight across a gap (no jog) needs no lane of its own: its lane is never drawn.
            let jogs = members.filter { runs.upper[$0] > runs.lower[$0] }.sorted {
                (runs.lower[$0], runs.upper[$0], $0) < (runs.lower[$1], runs.upper[$1], $1)
            }
            let numbers = Self.lanes(jogs.map { (runs.lower[$0], runs.upper[$0]) })
            let count = (numbers.max() ?? 0) + 1
            let order = LaneOrder.positions(
                count: count, numberOfRun: Dictionary(uniqueKeysWithValues: zip(jogs, numbers)),
                pieces: piecesByGap[gap])
            return (gap, members, runs.bounds[gap].low, runs.bounds[gap].high, jogs, numbers.map { order[$0] }, count)
        }
    }

    /// Lane numbers for intervals sorted by their start: each takes the lane that has been free longest,
    /// or a new one when every lane is still taken within ``laneSpacing``.
    static func lanes(_ intervals: [(lower: Double, upper: Double)]) -> [Int] {
        var heap = LaneHeap()
        var result: [Int] = []
        result.reserveCapacity(intervals.count)
        for interval in intervals {
            if let free = heap.first, free.end + laneSpacing <= interval.lower {
                heap.replaceFirst(with: (interval.upper, free.lane))
                result.append(free.lane)
            } else {
                result.append(heap.count)
                heap.insert((interval.upper, heap.count))
            }
        }
        return result
    }
}
