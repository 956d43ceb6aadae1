/// The path of every edge of a ``Scene`` on its pinned ``SceneLayout``, found together by one ``EdgeRouter``
/// so that edges share gaps and corridors without running on top of each other: tree edges and other
/// parents' routes from the parent's side facing the child to the middle of the child's, a diff's former
/// edges the same way, and dependency edges a quarter of a box off centre, towards the side the consumer
/// lies on, so they run beside the routes, with their label just in front of the consumer.
package struct SceneRoutes {
    /// The route of each tree edge, index-aligned with ``Scene/children``.
    var tree: [[EdgeRoute]]
    /// Index-aligned with ``Scene/otherParentEdges``.
    var otherParents: [EdgeRoute]
    /// Index-aligned with ``Scene/formerEdges``.
    var former: [EdgeRoute]
    /// Index-aligned with ``Scene/dependencies``, each with its label's centre.
    var dependencies: [EdgeRoute]

    /// How many edges were routed.
    package var count: Int {
        tree.reduce(0) { $0 + $1.count } + otherParents.count + former.count + dependencies.count
    }

    /// Arrowhead lengths: Graphviz draws an arrowhead 10 points long at scale 1.
    static let treeArrowLength = 10 * SceneRenderer.treeArrowSize
    static let dependencyArrowLength = 10 * SceneRenderer.dependencyArrowSize

    /// Routes every edge of `scene` at `layout`'s positions.
    package init(scene: Scene, layout: SceneLayout) {
        let axes = LayoutAxes(layout.direction)
        let prepared = Self.prepare(scene: scene, layout: layout)
        var routes = prepared.router.route(prepared.requests)[...]
        tree = scene.children.map { children in
            defer { routes = routes.dropFirst(children.count) }
            return Array(routes.prefix(children.count))
        }
        otherParents = Array(routes.prefix(scene.otherParentEdges.count))
        routes = routes.dropFirst(scene.otherParentEdges.count)
        former = Array(routes.prefix(scene.formerEdges.count))
        routes = routes.dropFirst(scene.formerEdges.count)
        dependencies = zip(routes, prepared.labels).map { route, label in
            var labelled = route
            labelled.labelCenter = axes.point(
                along: (label.alongMin + label.alongMax) / 2, across: label.acrossCenter)
            return labelled
        }
    }

    /// How much wider each gap between the levels of `layout` must be for the lanes `scene`'s edges need there
    /// to lie ``EdgeRouter/laneSpacing`` apart, and the level of each node (``EdgeRouter/laneShortfall(_:)``).
    static func laneShortfall(scene: Scene, layout: SceneLayout) -> (gaps: [Double], levelOfNode: [Int]) {
        let prepared = Self.prepare(scene: scene, layout: layout)
        return (prepared.router.laneShortfall(prepared.requests), scene.nodes.indices.map(prepared.router.level(of:)))
    }

    /// The router for `scene` at `layout`, the request of every edge (tree edges, other parents' routes,
    /// former edges, dependency edges, in that order) and each dependency label's rectangle.
    private static func prepare(scene: Scene, layout: SceneLayout) -> (
        router: EdgeRouter, requests: [EdgeRouter.Request], labels: [AxisRect]
    ) {
        let axes = LayoutAxes(layout.direction)
        // The unreachable group's title is in the way of edges too, as an obstacle no edge ends at: not a
        // box, whose extent along the levels would join the group's levels it spans left to right into one.
        let title = layout.unreachableGroup(of: scene).map { group in
            axes.rect(
                center: LayoutPoint(x: group.title.acrossCenter, y: (group.title.alongMin + group.title.alongMax) / 2),
                size: LayoutSize(width: group.title.breadth, height: group.title.alongMax - group.title.alongMin))
        }
        let obstacles = title.map { [$0] } ?? []
        let boxes = Array(zip(layout.centers, layout.sizes)).map { (center: $0.0, size: $0.1) }
        let rects = boxes.map { axes.rect(center: $0.center, size: $0.size) }
        // Where each dependency edge ends and its label goes depend only on the two boxes, so labels are
        // known before routing and every other edge keeps out of them.
        let probe = EdgeRouter(boxes: boxes, obstacles: obstacles, direction: layout.direction)
        let ends = scene.dependencies.map { link -> DependencyEnd in
            let side = rects[link.consumer].acrossCenter < rects[link.provider].acrossCenter - 1 ? -1.0 : 1.0
            let entry = probe.entrySide(from: link.provider, to: link.consumer)
            return DependencyEnd(
                side: side, entry: entry,
                headAcross: rects[link.consumer].acrossCenter + side * RoutePorts.offset(entering: entry)
                    * rects[link.consumer].breadth)
        }
        let labels = Self.stacked(
            scene.dependencies.indices.map { index -> AxisRect in
                let end = ends[index]
                return Self.labelRect(
                    SceneStyle.labelSize(scene.dependencies[index]),
                    entering: rects[scene.dependencies[index].consumer],
                    at: end.headAcross, side: end.side, entry: end.entry, axes: axes)
            }, ends: ends, consumers: scene.dependencies.map(\.consumer), axes: axes)
        let router = EdgeRouter(
            boxes: boxes, obstacles: obstacles,
            labels: zip(labels, scene.dependencies).map { (rect: $0, owner: $1.consumer) }, direction: layout.direction)
        let ports = RoutePorts(rects: rects, probe: probe)
        let requests =
            Self.treeRequests(scene, ports: ports)
            + Self.dependencyRequests(scene, ports: ports, ends: ends, labels: labels, router: router, axes: axes)
        return (router, requests, labels)
    }

    /// The space between two labels stacked in front of one consumer.
    static let stackGap = 2.0

    /// `labels` with those of edges that enter one consumer on one side and by one side of it stacked away from
    /// it in the order of the edges: each is placed from the two boxes alone, so they lay on top of each other.
    /// Top to bottom they stack along the level axis (the gap in front of the consumer deepens for them, as
    /// ``SceneLayout`` widens it), left to right across it (the consumer's slot holds them all).
    private static func stacked(_ labels: [AxisRect], ends: [DependencyEnd], consumers: [Int], axes: LayoutAxes)
        -> [AxisRect]
    {
        struct Place: Hashable {
            var consumer: Int
            var outward: Bool
            var after: Bool
        }
        var reached: [Place: Double] = [:]
        var result = labels
        for index in labels.indices {
            let end = ends[index]
            let place = Place(consumer: consumers[index], outward: end.side > 0, after: end.entry == .after)
            let label = labels[index]
            let shift = reached[place, default: 0]
            reached[place] = shift + (axes.vertical ? label.alongMax - label.alongMin : label.breadth) + stackGap
            if axes.vertical {
                let step = place.after ? shift : -shift
                result[index].alongMin += step
                result[index].alongMax += step
            } else {
                let step = place.outward ? shift : -shift
                result[index].acrossMin += step
                result[index].acrossMax += step
            }
        }
        return result
    }

    /// Where a dependency edge enters its consumer: on which side of the middle, by which side of the box, and
    /// at what position across.
    private struct DependencyEnd {
        var side: Double
        var entry: EdgeRouter.Side
        var headAcross: Double
    }

    /// The requests for the tree edges, the other parents' routes and a diff's former edges, in that order.
    private static func treeRequests(_ scene: Scene, ports: RoutePorts) -> [EdgeRouter.Request] {
        func route(from parent: Int, to child: Int, bus: Int?, shown: RoutePresentation? = nil) -> EdgeRouter.Request {
            let arrow = PresentationStyle.arrowLength(shown?.drawn)
            let back = ports.probe.entrySide(from: parent, to: child) == .after
            return EdgeRouter.Request(
                tail: parent, head: child, tailAcross: ports.tail(of: parent, toward: child, side: nil),
                headAcross: ports.rects[child].acrossCenter
                    + (back ? RoutePorts.enteringAgainst : parent == child ? RoutePorts.beside : 0)
                        * ports.rects[child].breadth,
                arrowLength: arrow, headClearance: arrow + 2, bus: back ? nil : bus)
        }
        var requests: [EdgeRouter.Request] = []
        for (parent, children) in scene.children.enumerated() {
            requests += children.map { route(from: parent, to: $0, bus: parent, shown: scene.nodes[$0].presentation) }
        }
        requests += scene.otherParentEdges.map {
            route(from: $0.parent, to: $0.child, bus: $0.parent, shown: $0.presentation)
        }
        requests += scene.formerEdges.map { route(from: $0.parent, to: $0.child, bus: nil) }
        return requests
    }

    /// The requests for the dependency edges: each off centre on its `ends` side, held far enough from the
    /// consumer for its label (top to bottom) to sit in front of it.
    private static func dependencyRequests(
        _ scene: Scene, ports: RoutePorts, ends: [DependencyEnd], labels: [AxisRect], router: EdgeRouter,
        axes: LayoutAxes
    ) -> [EdgeRouter.Request] {
        scene.dependencies.enumerated().map { index, link in
            let arrow = dependencyArrowLength, end = ends[index], label = labels[index]
            let tip = router.tip(of: link.consumer, across: ports.rects[link.consumer].acrossCenter, side: end.entry)
            let labelReach =
                axes.vertical
                ? (end.entry == .before ? axes.along(tip) - label.alongMin : label.alongMax - axes.along(tip))
                : 0
            return EdgeRouter.Request(
                tail: link.provider, head: link.consumer,
                tailAcross: ports.tail(of: link.provider, toward: link.consumer, side: end.side),
                headAcross: end.headAcross, arrowLength: arrow, headClearance: max(arrow + 2, labelReach + 2))
        }
    }

    /// Where the label of an edge entering `consumer` at `across` by `entry` goes: top to bottom, in the gap
    /// in front of the consumer beside the edge's last piece, on the `side` the edge came from; left to
    /// right, above or below the consumer in the room its slot keeps there
    /// (``SceneLayout/slots(for:labelling:direction:)``), since a label is wider than the gap between levels.
    static func labelRect(
        _ size: LayoutSize, entering consumer: AxisRect, at across: Double, side: Double, entry: EdgeRouter.Side,
        axes: LayoutAxes
    ) -> AxisRect {
        let depth = axes.depth(size), breadth = axes.breadth(size)
        if axes.vertical {
            let near =
                entry == .before
                ? consumer.alongMin - dependencyArrowLength - 2
                : consumer.alongMax
                    + dependencyArrowLength + 2
            let alongMin = entry == .before ? near - depth : near
            let start = side > 0 ? across + EdgeRoute.labelGap : across - EdgeRoute.labelGap - breadth
            return AxisRect(
                alongMin: alongMin, alongMax: alongMin + depth, acrossMin: start, acrossMax: start + breadth)
        }
        let along = (consumer.alongMin + consumer.alongMax) / 2
        let start =
            side > 0 ? consumer.acrossMax + EdgeRoute.labelGap : consumer.acrossMin - EdgeRoute.labelGap - breadth
        return AxisRect(
            alongMin: along - depth / 2, alongMax: along + depth / 2, acrossMin: start, acrossMax: start + breadth)
    }
}
