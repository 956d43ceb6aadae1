import RibGraphTestSupport
import XCTest

@testable import RibGraph
@testable import RibTrace

/// Edge routes on pinned layouts: every edge keeps out of every box but its two ends, on hand-made layouts,
/// on random layered ones in both directions, and on the samples, with labels off every box.
final class EdgeRouterTests: XCTestCase {
    private typealias Box = (center: LayoutPoint, size: LayoutSize)

    /// Points along the route's Bézier segments, `steps` per segment, and along the arrow to its tip.
    private static func samples(_ route: EdgeRoute, steps: Int = 24) -> [LayoutPoint] {
        var points: [LayoutPoint] = []
        var index = 0
        while index + 3 < route.points.count {
            let (p0, p1, p2, p3) = (
                route.points[index], route.points[index + 1], route.points[index + 2], route.points[index + 3]
            )
            for step in 0...steps {
                let t = Double(step) / Double(steps), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                points.append(
                    LayoutPoint(
                        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
            }
            index += 3
        }
        let end = route.points[route.points.count - 1]
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            points.append(LayoutPoint(x: end.x + (route.tip.x - end.x) * t, y: end.y + (route.tip.y - end.y) * t))
        }
        return points
    }

    private static func inside(_ point: LayoutPoint, _ box: Box, slack: Double = 0.5) -> Bool {
        abs(point.x - box.center.x) < box.size.width / 2 - slack
            && abs(point.y - box.center.y) < box.size.height / 2 - slack
    }

    private static func onBorder(_ point: LayoutPoint, _ box: Box) -> Bool {
        let dx = abs(point.x - box.center.x) - box.size.width / 2
        let dy = abs(point.y - box.center.y) - box.size.height / 2
        return (abs(dx) < 0.01 && dy <= 0.01) || (abs(dy) < 0.01 && dx <= 0.01)
    }

    /// The boxes other than `tail` and `head` that `route` passes through.
    private static func crossings(_ route: EdgeRoute, boxes: [Box], tail: Int, head: Int) -> [Int] {
        let points = samples(route)
        return boxes.indices.filter { index in
            index != tail && index != head && points.contains { inside($0, boxes[index]) }
        }
    }

    func testATreeEdgeLeavesTheParentsBottomAndEntersTheChildsTopSquarely() {
        let boxes: [Box] = [
            (LayoutPoint(x: 100, y: 50), LayoutSize(width: 80, height: 40)),
            (LayoutPoint(x: 160, y: 150), LayoutSize(width: 60, height: 20)),
        ]
        let router = EdgeRouter(boxes: boxes, direction: .topToBottom)
        let route = router.route([
            EdgeRouter.Request(
                tail: 0, head: 1, tailAcross: 100, headAcross: 160, arrowLength: 6, headClearance: 8)
        ])[0]
        XCTAssertEqual(route.points.first, LayoutPoint(x: 100, y: 70))
        XCTAssertEqual(route.tip, LayoutPoint(x: 160, y: 140))
        XCTAssertEqual(route.points.last, LayoutPoint(x: 160, y: 134), "the arrow's own straight piece")
        XCTAssertEqual(route.points[route.points.count - 2].x, 160, "the last piece comes straight down")
        XCTAssertTrue(Self.samples(route).allSatisfy { $0.y >= 70 - 0.01 && $0.y <= 140 + 0.01 })

        let levels: [Box] = [boxes[0], (LayoutPoint(x: 260, y: 150), LayoutSize(width: 60, height: 20))]
        let sideways = EdgeRouter(boxes: levels, direction: .leftToRight).route([
            EdgeRouter.Request(tail: 0, head: 1, tailAcross: 50, headAcross: 150, arrowLength: 6, headClearance: 8)
        ])[0]
        XCTAssertEqual(sideways.points.first, LayoutPoint(x: 140, y: 50), "leaves the parent's right side")
        XCTAssertEqual(sideways.tip, LayoutPoint(x: 230, y: 150), "enters the child's left side")
    }

    func testAnEdgeThatSkipsALevelGoesAroundTheBoxInItsWay() {
        // A straight line from A to C runs through B.
        let boxes: [Box] = [
            (LayoutPoint(x: 100, y: 20), LayoutSize(width: 80, height: 40)),
            (LayoutPoint(x: 100, y: 100), LayoutSize(width: 120, height: 40)),
            (LayoutPoint(x: 100, y: 180), LayoutSize(width: 80, height: 40)),
        ]
        let route = EdgeRouter(boxes: boxes, direction: .topToBottom).route([
            EdgeRouter.Request(tail: 0, head: 2, tailAcross: 120, headAcross: 120, arrowLength: 7, headClearance: 9)
        ])[0]
        XCTAssertEqual(Self.crossings(route, boxes: boxes, tail: 0, head: 2), [])
        XCTAssertTrue(Self.onBorder(route.tip, boxes[2]))
        XCTAssertTrue(Self.samples(route).contains { $0.x > 160 }, "it passes B on B's right, nearer its way")
    }

    func testEdgesSharingAGapRunInSeparateLanesAndAParentsRoutesShareOne() {
        let boxes: [Box] = [
            (LayoutPoint(x: 200, y: 20), LayoutSize(width: 80, height: 40)),
            (LayoutPoint(x: 50, y: 100), LayoutSize(width: 60, height: 40)),
            (LayoutPoint(x: 350, y: 100), LayoutSize(width: 60, height: 40)),
        ]
        let router = EdgeRouter(boxes: boxes, direction: .topToBottom)
        let routes = router.route([
            EdgeRouter.Request(
                tail: 0, head: 1, tailAcross: 200, headAcross: 50, arrowLength: 6, headClearance: 8, bus: 0),
            EdgeRouter.Request(
                tail: 0, head: 2, tailAcross: 200, headAcross: 350, arrowLength: 6, headClearance: 8, bus: 0),
            EdgeRouter.Request(tail: 0, head: 2, tailAcross: 220, headAcross: 365, arrowLength: 7, headClearance: 9),
        ])
        func lane(_ route: EdgeRoute) -> Double { route.points[3].y }
        XCTAssertEqual(lane(routes[0]), lane(routes[1]), "one parent's routes share a bus")
        XCTAssertGreaterThanOrEqual(abs(lane(routes[2]) - lane(routes[0])), 2, "another edge gets its own lane")
        for route in routes {
            XCTAssertTrue((40...80).contains(lane(route)), "lanes stay in the gap: \(lane(route))")
        }
    }

    /// X's route to C (under A) and A's to D cross one gap: A's stem and C's drop stand at one place across.
    /// By their spans X's lane came first, nearest the top, and A's stem ran down beside C's drop to its lane
    /// below: two parents' edges on one line. The lane of the piece from the top goes first.
    func testWhereTwoEdgesTurnAtOnePlaceTheirLanesDoNotRunTogether() {
        let boxes: [Box] = [
            (LayoutPoint(x: 0, y: 20), LayoutSize(width: 60, height: 40)),
            (LayoutPoint(x: 300, y: 20), LayoutSize(width: 60, height: 40)),
            (LayoutPoint(x: 300, y: 120), LayoutSize(width: 60, height: 40)),
            (LayoutPoint(x: 500, y: 120), LayoutSize(width: 60, height: 40)),
        ]
        let routes = EdgeRouter(boxes: boxes, direction: .topToBottom).route([
            EdgeRouter.Request(tail: 0, head: 2, tailAcross: 0, headAcross: 300, arrowLength: 6, headClearance: 8),
            EdgeRouter.Request(tail: 1, head: 3, tailAcross: 300, headAcross: 500, arrowLength: 6, headClearance: 8),
        ])
        func lane(_ route: EdgeRoute) -> Double { route.points[3].y }
        XCTAssertLessThan(lane(routes[1]), lane(routes[0]), "A's lane lies above X's")
        XCTAssertGreaterThanOrEqual(lane(routes[0]) - lane(routes[1]), EdgeRouter.laneSpacing)
    }

    /// Six edges across one gap each need a lane: a gap 20 points deep is short of room for them, 200 points
    /// is not.
    func testAGapTooShortForItsLanesIsShortByWhatTheyLack() {
        func shortfall(gap: Double) -> [Double] {
            let top = (0..<6).map { (LayoutPoint(x: Double($0) * 100, y: 10), LayoutSize(width: 60, height: 20)) }
            let bottom = (0..<6).map {
                (LayoutPoint(x: Double($0) * 100, y: 30 + gap), LayoutSize(width: 60, height: 20))
            }
            let requests = (0..<6).map { index in
                EdgeRouter.Request(
                    tail: index, head: 6 + (index + 3) % 6, tailAcross: Double(index) * 100,
                    headAcross: Double((index + 3) % 6) * 100, arrowLength: 6, headClearance: 8)
            }
            return EdgeRouter(boxes: top + bottom, direction: .topToBottom).laneShortfall(requests)
        }
        let short = shortfall(gap: 20)
        XCTAssertEqual(short.count, 3, "a gap before, between and after the two levels")
        XCTAssertGreaterThan(short[1], 0)
        XCTAssertLessThanOrEqual(short[1], 6 * EdgeRouter.laneSpacing)
        XCTAssertEqual(shortfall(gap: 200), [0, 0, 0])
    }

    /// An obstacle no edge ends at that spans two levels along (the unreachable group's title, left to right)
    /// is kept out of in each level, never joins them into one: the route still leaves its parent's side facing
    /// the child, runs in the gap between them and keeps out of the obstacle.
    func testAnObstacleAcrossTwoLevelsDoesNotJoinThem() {
        let boxes: [Box] = [
            (LayoutPoint(x: 60, y: 100), LayoutSize(width: 80, height: 30)),
            (LayoutPoint(x: 200, y: 60), LayoutSize(width: 100, height: 30)),
            (LayoutPoint(x: 200, y: 140), LayoutSize(width: 100, height: 30)),
        ]
        let title = AxisRect(alongMin: 18, alongMax: 240, acrossMin: 20, acrossMax: 36)
        let router = EdgeRouter(boxes: boxes, obstacles: [title], direction: .leftToRight)
        let routes = router.route(
            [1, 2].map {
                EdgeRouter.Request(
                    tail: 0, head: $0, tailAcross: 100, headAcross: boxes[$0].center.y, arrowLength: 6,
                    headClearance: 8, bus: 0)
            })
        let obstacle: Box = (LayoutPoint(x: 129, y: 28), LayoutSize(width: 222, height: 16))
        for (head, route) in zip([1, 2], routes) {
            XCTAssertEqual(route.points.first, LayoutPoint(x: 100, y: 100), "leaves the parent's right side")
            XCTAssertEqual(route.tip, LayoutPoint(x: 150, y: boxes[head].center.y), "enters the child's left side")
            XCTAssertTrue(Self.samples(route).allSatisfy { $0.x >= 100 - 0.01 }, "it never goes round the parent")
            XCTAssertEqual(Self.crossings(route, boxes: boxes + [obstacle], tail: 0, head: head), [])
        }
    }

    /// Random layered layouts, both directions, with edges down, up, within a level and across many levels:
    /// no route passes through a box other than its ends, and every route ends on its head's border.
    func testNoRouteCrossesABoxOnRandomLayouts() {
        var random = SeededRandom(seed: 0x5EED)
        for trial in 0..<60 {
            let direction: LayoutDirection = trial.isMultiple(of: 2) ? .topToBottom : .leftToRight
            let axes = LayoutAxes(direction)
            var boxes: [Box] = []
            let levels = 2 + random.next(6)
            for level in 0..<levels {
                var across = Double(random.next(40))
                for _ in 0..<(1 + random.next(7)) {
                    let breadth = 20 + Double(random.next(90)), depth = 16 + Double(random.next(40))
                    let along = Double(level) * 100 + 30
                    let center = axes.point(along: along, across: across + breadth / 2)
                    boxes.append(
                        (
                            center,
                            direction == .topToBottom
                                ? LayoutSize(width: breadth, height: depth) : LayoutSize(width: depth, height: breadth)
                        ))
                    across += breadth + 16 + Double(random.next(30))
                }
            }
            let router = EdgeRouter(boxes: boxes, direction: direction)
            var requests: [EdgeRouter.Request] = []
            for _ in 0..<(boxes.count * 2) {
                let tail = random.next(boxes.count), head = random.next(boxes.count)
                guard tail != head else { continue }
                let tailRect = axes.rect(center: boxes[tail].center, size: boxes[tail].size)
                let headRect = axes.rect(center: boxes[head].center, size: boxes[head].size)
                requests.append(
                    EdgeRouter.Request(
                        tail: tail, head: head, tailAcross: tailRect.acrossCenter + tailRect.breadth / 4,
                        headAcross: headRect.acrossCenter - headRect.breadth / 4, arrowLength: 7, headClearance: 9,
                        bus: random.next(2) == 0 ? tail : nil))
            }
            for (request, route) in zip(requests, router.route(requests)) {
                let crossed = Self.crossings(route, boxes: boxes, tail: request.tail, head: request.head)
                XCTAssertEqual(crossed, [], "trial \(trial) (\(direction)): \(request.tail) → \(request.head)")
                XCTAssertTrue(Self.onBorder(route.tip, boxes[request.head]), "trial \(trial): tip off the head")
            }
        }
    }

    /// Edges across more levels than ``EdgeRouter/expressSpan`` run straight beside every level they pass, on
    /// tracks of their own: still clear of every box, with a handful of corners however many levels they span.
    func testEdgesAcrossManyLevelsRunBesideThemClearOfEveryBox() {
        var random = SeededRandom(seed: 0xDEE9)
        for trial in 0..<10 {
            let direction: LayoutDirection = trial.isMultiple(of: 2) ? .topToBottom : .leftToRight
            let axes = LayoutAxes(direction)
            var boxes: [Box] = []
            for level in 0..<60 {
                var across = Double(random.next(120))
                for _ in 0..<(1 + random.next(3)) {
                    let breadth = 30 + Double(random.next(60))
                    let center = axes.point(along: Double(level) * 70 + 20, across: across + breadth / 2)
                    boxes.append(
                        (
                            center,
                            direction == .topToBottom
                                ? LayoutSize(width: breadth, height: 24) : LayoutSize(width: 24, height: breadth)
                        ))
                    across += breadth + 20 + Double(random.next(40))
                }
            }
            let level = { (box: Int) in Int((axes.along(boxes[box].center) - 20) / 70) }
            var requests: [EdgeRouter.Request] = []
            while requests.count < 40 {
                let tail = random.next(boxes.count), head = random.next(boxes.count)
                guard abs(level(tail) - level(head)) > EdgeRouter.expressSpan + 1 else { continue }
                requests.append(
                    EdgeRouter.Request(
                        tail: tail, head: head, tailAcross: axes.across(boxes[tail].center),
                        headAcross: axes.across(boxes[head].center), arrowLength: 7, headClearance: 9))
            }
            let routes = EdgeRouter(boxes: boxes, direction: direction).route(requests)
            for (request, route) in zip(requests, routes) {
                XCTAssertEqual(
                    Self.crossings(route, boxes: boxes, tail: request.tail, head: request.head), [],
                    "trial \(trial) (\(direction)): \(request.tail) → \(request.head)")
                XCTAssertLessThanOrEqual(route.points.count, 3 * 6 * 2 + 1, "a long edge takes a few corners only")
            }
        }
    }

    /// On every sample, at every dependency level and in both directions, no route crosses a box and no
    /// dependency label covers a box.
    func testSamplesRouteAroundBoxesWithLabelsOffThem() throws {
        for sample in SampleTraces.names {
            for dependencies in SnapshotOptions.Dependencies.allCases {
                for direction in [LayoutDirection.topToBottom, .leftToRight] {
                    let scene = try SampleTraces.scene(sample, options: SnapshotOptions(dependencies: dependencies))
                    let layout = SceneLayout(scene: scene, direction: direction)
                    let boxes = Array(zip(layout.centers, layout.sizes)).map { (center: $0.0, size: $0.1) }
                    let routes = SceneRoutes(scene: scene, layout: layout)
                    let place = "\(sample) \(dependencies) \(direction)"
                    for (parent, children) in scene.children.enumerated() {
                        for (child, route) in zip(children, routes.tree[parent]) {
                            XCTAssertEqual(Self.crossings(route, boxes: boxes, tail: parent, head: child), [], place)
                        }
                    }
                    for (link, route) in zip(scene.dependencies, routes.dependencies) {
                        XCTAssertEqual(
                            Self.crossings(route, boxes: boxes, tail: link.provider, head: link.consumer), [],
                            "\(place): \(link.dependency)")
                        let size = SceneStyle.labelSize(link)
                        let label = (center: try XCTUnwrap(route.labelCenter), size: size)
                        let covered = boxes.indices.filter { index in
                            abs(label.center.x - boxes[index].center.x) < (size.width + boxes[index].size.width) / 2
                                && abs(label.center.y - boxes[index].center.y)
                                    < (size.height + boxes[index].size.height) / 2
                        }
                        XCTAssertEqual(covered, [], "\(place): \(link.dependency)'s label covers a box")
                    }
                }
            }
        }
    }
}
