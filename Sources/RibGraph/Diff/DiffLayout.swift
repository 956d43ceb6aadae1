import RibAnalysis

/// One picture of two trees: the union of BASE and HEAD (``DiffScene``) laid out as one tidy tree, the same
/// ``SceneLayout`` a snapshot uses, so that every node sits on its level and every tree edge joins two
/// neighbouring levels.
///
/// - Removed nodes stand under their BASE parent, where they stood among its children; the tree edge into
///   them is red and dashed.
/// - Moved RIBs stand under their new parent; the edge from the old one is a ``Scene/FormerEdge``.
/// - Added nodes stand under their HEAD parent, in HEAD's order.
///
/// Positions are not BASE's: keeping BASE's places left moved RIBs and added subtrees far from their
/// parents, with edges across the tree. What stays stable is the order: siblings read as HEAD lists them,
/// with BASE's removed ones where they were.
///
/// Top to bottom or left to right. Node keys (`rib:<id>`, adapters' keys) match the two scenes' nodes.
struct DiffLayout: Sendable {
    /// The union of both scenes: BASE's nodes first (same indices as in BASE's scene), then HEAD-only ones.
    var scene: Scene
    /// Where each node of ``scene`` goes.
    var layout: SceneLayout
    /// The legend under the picture: what each colour means, with the diff's counts.
    var legend: (label: String, size: LayoutSize)

    /// Lays out BASE's scene and HEAD's scene as one picture in `direction` (`automatic`: the one that suits
    /// its shape), marking what `diff` found; with `everyEdge`, unchanged dependency edges from a RIB's
    /// parent stay too. With `fadingAllBut`, every unmarked RIB whose id it lacks is drawn faint, with its
    /// edges and the adapters and "+k" nodes below it.
    ///
    /// For two graphs of RIB types, `routes` holds every route of each side: each RIB type is drawn once,
    /// with an edge from each parent (``DiffScene``).
    init(
        base: Scene, head: Scene, diff: TreeDiff, title: String, direction: LayoutDirection = .topToBottom,
        everyEdge: Bool = false, routes: DiffScene.Routes? = nil, fadingAllBut kept: Set<String>? = nil
    ) {
        var scene = DiffScene(base: base, head: head, diff: diff, title: title, everyEdge: everyEdge, routes: routes)
            .scene
        if let kept { Self.fade(&scene, keeping: kept) }
        self.scene = scene
        layout = SceneLayout(scene: scene, direction: direction)
        legend = SceneStyle.diffLegend(
            diff, faded: kept != nil, presentations: scene.drawnPresentations, unprovided: scene.hasUnprovided)
    }

    /// Draws faint every node outside `kept`: an unmarked RIB whose id it lacks, and an adapter or "+k" node
    /// whose parent is faint; then every edge with a faint end.
    private static func fade(_ scene: inout Scene, keeping kept: Set<String>) {
        var stack = scene.roots.map { ($0, false) }
        while let (node, parentFaint) = stack.popLast() {
            let faint =
                scene.nodes[node].id.rib.map { !kept.contains($0) && scene.nodes[node].mark == nil } ?? parentFaint
            scene.nodes[node].isFaint = faint
            stack.append(contentsOf: scene.children[node].map { ($0, faint) })
        }
        for index in scene.dependencies.indices {
            let link = scene.dependencies[index]
            scene.dependencies[index].isFaint = scene.nodes[link.provider].isFaint || scene.nodes[link.consumer].isFaint
        }
    }
}

extension DiffLayout {
    /// The page that shows this diff: the trees, the diff legend under them.
    var page: Page {
        let placement = PagePlacement(
            origin: LayoutPoint(x: 0, y: 0), pageHeight: layout.size.height + legend.size.height + 16)
        var page = Page(name: "ribgraph-diff", title: scene.title, direction: layout.direction, isPinned: true)
        page.items = [
            .scene(scene, layout: layout, placement: placement, keyPrefix: "", idPrefix: ""),
            .legend(legend.label, size: legend.size, pinned: true),
        ]
        return page
    }
}
