import RibAnalysis

/// One scene of a page added to a Graphviz graph: its nodes, its routes (tree edges, the other parents'
/// routes, a diff's former edges) and its dependency edges, in that order (``SceneRenderer`` draws the
/// page). With `pinned`, everything sits at the layout's positions moved onto the page; without, Graphviz's
/// dot places it.
struct SceneDrawing {
    let scene: Scene
    let graph: GraphvizGraph
    /// The layout's positions and where they go on the page; nil lets dot rank the graph.
    let pinned: (layout: SceneLayout, placement: PagePlacement)?
    /// Put before every node's key and element id: two scenes of one page stay apart.
    let keyPrefix: String
    let idPrefix: String

    /// Adds the scene's nodes and edges to ``graph``.
    func add() throws {
        // The group's frame first, so that it lies under the boxes it holds.
        let group = pinned.flatMap { $0.layout.unreachableGroup(of: scene) }
        if let group { try addGroupFrame(group) }
        let nodes = try scene.nodes.indices.map(addNode)
        if pinned == nil { try Self.addUnreachableCluster(of: scene, nodes: nodes, to: graph, key: keyPrefix) }
        let routes = pinned.map { SceneRoutes(scene: scene, layout: $0.layout) }
        for (parent, children) in scene.children.enumerated() {
            for (index, child) in children.enumerated() {
                try addRoute(
                    from: parent, to: child, nodes: nodes, path: routes?.tree[parent][index],
                    faint: scene.nodes[child].isFaint, mark: scene.nodes[child].mark,
                    shown: scene.nodes[child].presentation)
            }
        }
        for (index, route) in scene.otherParentEdges.enumerated() {
            try addRoute(
                from: route.parent, to: route.child, nodes: nodes, path: routes?.otherParents[index],
                faint: scene.nodes[route.child].isFaint || scene.nodes[route.parent].isFaint, mark: route.mark,
                shown: route.presentation)
        }
        for (index, former) in scene.formerEdges.enumerated() {
            try addRoute(
                from: former.parent, to: former.child, nodes: nodes, path: routes?.former[index],
                faint: false, mark: .removed, former: true)
        }
        for (index, link) in scene.dependencies.enumerated() {
            try addDependency(link, nodes: nodes, path: routes?.dependencies[index])
        }
    }

    /// The frame of the unreachable RIB types' group on a pinned page, with its title.
    private func addGroupFrame(_ group: (frame: AxisRect, title: AxisRect)) throws {
        guard let placement = pinned?.placement else { return }
        func center(_ rect: AxisRect) -> LayoutPoint {
            LayoutPoint(x: rect.acrossCenter, y: (rect.alongMin + rect.alongMax) / 2)
        }
        let frame = try graph.addNode(keyPrefix + "group:unreachable")
        for (name, value) in SceneStyle.groupFrameAttributes { graph.set(frame, name, value) }
        graph.set(frame, "label", "")
        graph.set(frame, "id", GraphvizText.svgAttribute(idPrefix + ElementID.unreachableGroup))
        graph.set(frame, "width", SceneRenderer.inches(group.frame.breadth))
        graph.set(frame, "height", SceneRenderer.inches(group.frame.alongMax - group.frame.alongMin))
        graph.set(frame, "pos", placement.position(center(group.frame)) + "!")
        let title = try graph.addNode(keyPrefix + "group:unreachable:title")
        for (name, value) in SceneStyle.groupTitleAttributes { graph.set(title, name, value) }
        graph.set(title, "label", SceneLayout.groupTitle(scene.unreachableNodes().count))
        graph.set(title, "id", GraphvizText.svgAttribute(idPrefix + ElementID.unreachableGroup + "-title"))
        graph.set(title, "width", SceneRenderer.inches(group.title.breadth))
        graph.set(title, "height", SceneRenderer.inches(group.title.alongMax - group.title.alongMin))
        graph.set(title, "pos", placement.position(center(group.title)) + "!")
    }

    /// Where dot ranks the graph: the unreachable RIB types of `scene` (if any) in a labelled cluster called
    /// `key`-unreachable, pushed below the deepest level of the tree by an invisible edge from the first launched
    /// root, so none stands on its level.
    static func addUnreachableCluster(
        of scene: Scene, nodes: [GraphvizGraph.Node], to graph: GraphvizGraph, key: String
    ) throws {
        guard !scene.unreachableRoots.isEmpty else { return }
        let cluster = try graph.addCluster(key + "unreachable")
        for (name, value) in SceneStyle.groupFrameAttributes where name != "shape" { graph.set(cluster, name, value) }
        graph.set(cluster, "label", SceneLayout.groupTitle(scene.unreachableNodes().count))
        graph.set(cluster, "labeljust", "l")
        for (name, value) in SceneStyle.groupTitleAttributes where name.hasPrefix("font") {
            graph.set(cluster, name, value)
        }
        for node in scene.unreachableNodes() { graph.add(nodes[node], to: cluster) }
        let apart = Set(scene.unreachableRoots)
        let launched = scene.roots.filter { !apart.contains($0) }
        guard let first = launched.first else { return }
        let depth = scene.depth(below: launched)
        for root in scene.unreachableRoots {
            let edge = try graph.addEdge(from: nodes[first], to: nodes[root])
            graph.set(edge, "style", "invis")
            graph.set(edge, "minlen", String(depth + 1))
        }
    }

    private func addNode(_ index: Int) throws -> GraphvizGraph.Node {
        let node = scene.nodes[index]
        let handle = try graph.addNode(keyPrefix + node.key)
        for (name, value) in SceneStyle.nodeAttributes(node.kind)
        where !SceneRenderer.nodeDefaults.contains(where: { $0 == (name, value) }) {
            graph.set(handle, name, value)
        }
        if node.badge != nil {
            graph.set(handle, "color", SceneStyle.badgeColor)
            graph.set(handle, "penwidth", "2.4")
        }
        if let mark = node.mark {
            for (name, value) in SceneStyle.nodeAttributes(mark) { graph.set(handle, name, value) }
            if node.decides { graph.set(handle, "color", SceneStyle.badgeColor) }
        }
        if let role = node.tunnelRole {
            for (name, value) in SceneStyle.nodeAttributes(role) { graph.set(handle, name, value) }
        }
        if node.isFaint {
            for (name, value) in SceneStyle.faintNodeAttributes { graph.set(handle, name, value) }
        }
        graph.set(handle, "id", GraphvizText.svgAttribute(idPrefix + node.elementID))
        graph.set(
            handle, "class",
            SceneStyle.className(node.kind) + (node.mark.map { " " + $0.rawValue } ?? "")
                + (node.tunnelRole.map { " " + SceneStyle.className($0) } ?? "") + (node.isFaint ? " faint" : ""))
        graph.setHTMLLabel(handle, SceneStyle.label(node))
        if case (let layout, let placement)? = pinned {
            let size = layout.sizes[index]
            graph.set(handle, "width", SceneRenderer.inches(size.width))
            graph.set(handle, "height", SceneRenderer.inches(size.height))
            graph.set(handle, "pos", placement.position(layout.centers[index]) + "!")
        }
        return handle
    }

    /// A solid route from node `parent` to node `child` along `path` when pinned (a former one: red and
    /// dashed), styled as the parent shows the child (`shown`), faded when `faint`, coloured as `mark` says:
    /// a diff's colour wins over a presentation's, and keeps its arrowhead and line.
    private func addRoute(
        from parent: Int, to child: Int, nodes: [GraphvizGraph.Node], path: EdgeRoute?,
        faint: Bool, mark: Scene.Mark?, former: Bool = false, shown: RoutePresentation? = nil
    ) throws {
        let edge = try graph.addEdge(from: nodes[parent], to: nodes[child])
        if let path, let placement = pinned?.placement { graph.set(edge, "pos", placement.spline(path)) }
        let ends = (scene.nodes[parent].elementID, scene.nodes[child].elementID)
        let id = former ? ElementID.formerRoute(from: ends.0, to: ends.1) : ElementID.route(from: ends.0, to: ends.1)
        graph.set(edge, "id", GraphvizText.svgAttribute(idPrefix + id))
        if let shown {
            for (name, value) in PresentationStyle.edgeAttributes(shown.drawn) { graph.set(edge, name, value) }
            graph.set(edge, "class", PresentationStyle.className(shown))
            graph.set(edge, "tooltip", GraphvizText.literal(GraphvizText.svgAttribute("shown: " + shown.description)))
        }
        if faint { graph.set(edge, "color", SceneStyle.faintColor) }
        if let mark {
            for (name, value) in SceneStyle.edgeAttributes(mark) { graph.set(edge, name, value) }
        }
    }

    /// A dashed edge from the node that provides `link`'s Dependency to the one that requires it, along
    /// `path` when pinned, labelled with the protocol (and its properties, when shown).
    private func addDependency(_ link: Scene.DependencyLink, nodes: [GraphvizGraph.Node], path: EdgeRoute?) throws {
        let edge = try graph.addEdge(from: nodes[link.provider], to: nodes[link.consumer])
        for (name, value) in SceneStyle.edgeAttributes(link.kind) { graph.set(edge, name, value) }
        graph.set(edge, "arrowsize", SceneRenderer.points(SceneRenderer.dependencyArrowSize))
        graph.set(edge, "constraint", "false")
        if let path, let placement = pinned?.placement {
            graph.set(edge, "pos", placement.spline(path))
            if let label = path.labelCenter { graph.set(edge, "lp", placement.position(label)) }
        }
        if let mark = link.mark {
            for (name, value) in SceneStyle.edgeAttributes(mark) { graph.set(edge, name, value) }
        }
        if !link.unprovided.isEmpty {
            for (name, value) in SceneStyle.unprovidedAttributes { graph.set(edge, name, value) }
        }
        if link.isFaint {
            graph.set(edge, "color", SceneStyle.faintColor)
            graph.set(edge, "fontcolor", SceneStyle.faintColor)
        }
        graph.set(
            edge, "class",
            SceneStyle.className(link.kind) + (link.mark.map { " " + $0.rawValue } ?? "")
                + (link.unprovided.isEmpty ? "" : " unprovided"))
        // Plain labels cost Graphviz far less than HTML ones: keep HTML for property lists only.
        if SceneStyle.labelLines(link).isEmpty {
            graph.set(edge, "label", link.dependency)
        } else {
            graph.setHTMLLabel(edge, SceneStyle.label(link))
        }
    }
}
