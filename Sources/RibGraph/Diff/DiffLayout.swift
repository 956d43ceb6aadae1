/// One picture of two trees with STABLE positions: every node of BASE keeps exactly the centre that
/// ``SceneLayout`` gives it in BASE's own snapshot, whatever HEAD did.
///
/// - Removed nodes stay where they were (marked removed); the tree edge into them is drawn red and dashed.
/// - Moved RIBs stay at their BASE place; the tree edge comes from the new parent, and the old one is a
///   ``Scene/FormerEdge``.
/// - Nodes only in HEAD are placed without moving any BASE node: each added subtree (a HEAD-only node
///   whose parent is not HEAD-only, with its HEAD-only descendants) is laid out on its own with
///   ``SceneLayout`` (the same tidy tree), its root one level below its parent's level, and put to the right
///   of everything already drawn on the levels it spans (centred under its parent when that is further
///   right). Subtrees are placed in HEAD's pre-order, so they read left to right as HEAD lists them.
///
/// Top to bottom or left to right. Node keys (`rib:<id>`, adapters' keys) match the two scenes' nodes.
struct DiffLayout: Sendable {
    /// The union of both scenes: BASE's nodes first (same indices as in BASE's scene), then HEAD-only ones.
    var scene: Scene
    /// Where each node of ``scene`` goes.
    var layout: SceneLayout

    private static let levelGap = 40.0
    private static let subtreeGap = 24.0
    private static let margin = 12.0

    /// Lays out BASE's scene and HEAD's scene as one picture in `direction` (`automatic`: the one BASE's
    /// snapshot would take), marking what `diff` found; with `everyEdge`, unchanged dependency edges from a
    /// RIB's parent stay too.
    ///
    /// For two graphs of RIB types, `routes` holds every route of each side: each RIB type is drawn once,
    /// with an edge from each parent (``DiffScene``); HEAD-only nodes are placed along HEAD's spanning tree.
    init(
        base: Scene, head: Scene, diff: TreeDiff, title: String, direction: LayoutDirection = .topToBottom,
        everyEdge: Bool = false, routes: DiffScene.Routes? = nil
    ) {
        let baseLayout = SceneLayout(scene: base, direction: direction)
        // Placing works top to bottom; left to right is the same placing with the axes swapped.
        let across = baseLayout.direction == .leftToRight
        let union = DiffScene(base: base, head: head, diff: diff, title: title, everyEdge: everyEdge, routes: routes)
        let scene = union.scene
        var layout = across ? baseLayout.transposed : baseLayout
        let boxes = scene.nodes.map(SceneLayout.size(of:))
        layout.sizes = across ? boxes.map(\.transposed) : boxes
        layout.centers += Array(repeating: LayoutPoint(x: 0, y: 0), count: scene.nodes.count - base.nodes.count)
        // Room taken on each level: a node's box or, wider, the dependency label beside its incoming edge.
        let slots = SceneLayout.slots(for: boxes, labelling: scene.dependencies, direction: baseLayout.direction)
        Self.placeAdded(
            scene: scene, forest: union.placing, baseCount: base.nodes.count, baseDepth: union.baseDepth,
            slots: across ? slots.map(\.transposed) : slots, direction: baseLayout.direction, layout: &layout)
        var right = layout.size.width - Self.margin, bottom = layout.size.height - Self.margin
        for (center, size) in zip(layout.centers, layout.sizes) {
            right = max(right, center.x + size.width / 2)
            bottom = max(bottom, center.y + size.height / 2)
        }
        layout.size = LayoutSize(width: right + Self.margin, height: bottom + Self.margin)
        self.scene = scene
        self.layout = across ? layout.transposed : layout
    }

    /// Places the HEAD-only nodes (indices from `baseCount` on), subtree by subtree.
    private static func placeAdded(
        scene: Scene, forest: [[Int]], baseCount: Int, baseDepth: [Int], slots: [LayoutSize],
        direction: LayoutDirection, layout: inout SceneLayout
    ) {
        guard scene.nodes.count > baseCount else { return }
        // Levels: BASE nodes keep their depth in BASE; a HEAD-only node sits one level below its parent.
        var level = baseDepth + Array(repeating: 0, count: scene.nodes.count - baseCount)
        var parent = [Int?](repeating: nil, count: scene.nodes.count)
        var order: [Int] = []
        var stack = scene.roots.reversed() as [Int]
        while let node = stack.popLast() {
            order.append(node)
            for child in forest[node] {
                parent[child] = node
                if child >= baseCount { level[child] = level[node] + 1 }
            }
            stack.append(contentsOf: forest[node].reversed())
        }
        // Level centres: BASE's where BASE has the level, else stacked below with the usual gap.
        let levels = (level.max() ?? 0) + 1
        var thickness = [Double](repeating: 0, count: levels)
        var centre = [Double?](repeating: nil, count: levels)
        var rightmost = [Double](repeating: -.infinity, count: levels)
        for node in scene.nodes.indices {
            thickness[level[node]] = max(thickness[level[node]], layout.sizes[node].height)
            if node < baseCount {
                centre[level[node]] = layout.centers[node].y
                rightmost[level[node]] = max(rightmost[level[node]], layout.centers[node].x + slots[node].width / 2)
            }
        }
        var y = [Double](repeating: 0, count: levels)
        for index in 0..<levels {
            y[index] =
                centre[index]
                ?? (index == 0
                    ? margin + thickness[0] / 2
                    : y[index - 1] + thickness[index - 1] / 2 + levelGap + thickness[index] / 2)
        }
        for root in order where root >= baseCount && (parent[root].map { $0 < baseCount } ?? true) {
            var sub = Scene(title: "")
            var members: [(node: Int, subParent: Int?)] = []
            var walk: [(Int, Int?)] = [(root, nil)]
            while let (node, subParent) = walk.popLast() {
                let index = sub.add(scene.nodes[node], under: subParent)
                members.append((node, subParent))
                walk.append(contentsOf: forest[node].reversed().filter { $0 >= baseCount }.map { ($0, index) })
            }
            var subIndex: [Int: Int] = [:]
            for (index, member) in members.enumerated() { subIndex[member.node] = index }
            sub.dependencies = scene.dependencies.compactMap { link in
                subIndex[link.consumer].map {
                    var own = link
                    own.provider = $0
                    own.consumer = $0
                    return own
                }
            }
            let own = SceneLayout(scene: sub, direction: direction)
            let subLayout = direction == .leftToRight ? own.transposed : own
            let width = subLayout.size.width - 2 * margin
            let span = Set(members.map { level[$0.node] })
            let clear = span.map { rightmost[$0] }.max() ?? -.infinity
            let ideal = parent[root].map { layout.centers[$0].x - width / 2 } ?? margin
            let left = max(ideal, clear + subtreeGap, margin)
            for (subIndex, member) in members.enumerated() {
                let node = member.node
                layout.centers[node] = LayoutPoint(x: left + subLayout.centers[subIndex].x - margin, y: y[level[node]])
                rightmost[level[node]] = max(rightmost[level[node]], layout.centers[node].x + slots[node].width / 2)
            }
        }
    }
}

extension DiffLayout {
    /// The page that shows this diff: the trees, the diff legend under them.
    var page: Page {
        let legend = SceneStyle.diffLegendSize
        let placement = PagePlacement(
            origin: LayoutPoint(x: 0, y: 0), pageHeight: layout.size.height + legend.height + 16)
        var page = Page(name: "ribgraph-diff", title: scene.title, direction: layout.direction, isPinned: true)
        page.items = [
            .scene(scene, layout: layout, placement: placement, keyPrefix: "", idPrefix: ""),
            .legend(SceneStyle.diffLegendLabel, size: legend, pinned: true),
        ]
        return page
    }
}
