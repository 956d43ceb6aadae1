/// One scene of a page added to a Graphviz graph: its nodes, its routes (tree edges, the other parents'
/// routes, a diff's former edges) and its dependency edges, in that order (``SceneRenderer`` draws the
/// page). With `pinned`, everything sits at the layout's positions moved onto the page; without, Graphviz's
/// dot places it.
struct SceneDrawing {
    let scene: Scene
    let graph: GraphvizGraph
    /// The layout's positions and where they go on the page; nil lets dot rank the graph.
    let pinned: (layout: SceneLayout, placement: PagePlacement)?
    let direction: LayoutDirection
    /// Put before every node's key and element id: two scenes of one page stay apart.
    let keyPrefix: String
    let idPrefix: String

    /// Adds the scene's nodes and edges to ``graph``.
    func add() throws {
        let nodes = try scene.nodes.indices.map(addNode)
        for (parent, children) in scene.children.enumerated() {
            for child in children {
                try addRoute(
                    from: parent, to: child, nodes: nodes, path: EdgeRoute.init(treeFrom:to:arrowLength:direction:),
                    faint: scene.nodes[child].isFaint, mark: scene.nodes[child].mark)
            }
        }
        for route in scene.otherParentEdges {
            try addRoute(
                from: route.parent, to: route.child, nodes: nodes,
                path: EdgeRoute.init(routeFrom:to:arrowLength:direction:),
                faint: scene.nodes[route.child].isFaint || scene.nodes[route.parent].isFaint, mark: route.mark)
        }
        for former in scene.formerEdges {
            try addRoute(
                from: former.parent, to: former.child, nodes: nodes,
                path: EdgeRoute.init(treeFrom:to:arrowLength:direction:),
                faint: false, mark: .removed, former: true)
        }
        for link in scene.dependencies { try addDependency(link, nodes: nodes) }
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

    /// The box of node `index` on the layout.
    private func box(_ index: Int, in layout: SceneLayout) -> EdgeRoute.Box {
        (layout.centers[index], layout.sizes[index])
    }

    /// A solid route from node `parent` to node `child` along `path` (a former one: red and dashed), faded
    /// when `faint`, coloured as `mark` says.
    private func addRoute(
        from parent: Int, to child: Int, nodes: [GraphvizGraph.Node],
        path: (EdgeRoute.Box, EdgeRoute.Box, Double, LayoutDirection) -> EdgeRoute,
        faint: Bool, mark: Scene.Mark?, former: Bool = false
    ) throws {
        let edge = try graph.addEdge(from: nodes[parent], to: nodes[child])
        if case (let layout, let placement)? = pinned {
            let route = path(
                box(parent, in: layout), box(child, in: layout), 10 * SceneRenderer.treeArrowSize, direction)
            graph.set(edge, "pos", placement.spline(route))
        }
        let ends = (scene.nodes[parent].elementID, scene.nodes[child].elementID)
        let id = former ? ElementID.formerRoute(from: ends.0, to: ends.1) : ElementID.route(from: ends.0, to: ends.1)
        graph.set(edge, "id", GraphvizText.svgAttribute(idPrefix + id))
        if faint { graph.set(edge, "color", SceneStyle.faintColor) }
        if let mark {
            for (name, value) in SceneStyle.edgeAttributes(mark) { graph.set(edge, name, value) }
        }
    }

    /// A dashed edge from the node that provides `link`'s Dependency to the one that requires it, labelled
    /// with the protocol (and its properties, when shown).
    private func addDependency(_ link: Scene.DependencyLink, nodes: [GraphvizGraph.Node]) throws {
        let edge = try graph.addEdge(from: nodes[link.provider], to: nodes[link.consumer])
        for (name, value) in SceneStyle.edgeAttributes(link.kind) { graph.set(edge, name, value) }
        graph.set(edge, "arrowsize", SceneRenderer.points(SceneRenderer.dependencyArrowSize))
        graph.set(edge, "constraint", "false")
        if case (let layout, let placement)? = pinned {
            let route = EdgeRoute(
                dependencyFrom: box(link.provider, in: layout), to: box(link.consumer, in: layout),
                labelSize: SceneStyle.labelSize(link), arrowLength: 10 * SceneRenderer.dependencyArrowSize,
                direction: direction)
            graph.set(edge, "pos", placement.spline(route))
            if let label = route.labelCenter { graph.set(edge, "lp", placement.position(label)) }
        }
        if let mark = link.mark {
            for (name, value) in SceneStyle.edgeAttributes(mark) { graph.set(edge, name, value) }
        }
        if link.isFaint {
            graph.set(edge, "color", SceneStyle.faintColor)
            graph.set(edge, "fontcolor", SceneStyle.faintColor)
        }
        graph.set(edge, "class", SceneStyle.className(link.kind) + (link.mark.map { " " + $0.rawValue } ?? ""))
        // Plain labels cost Graphviz far less than HTML ones: keep HTML for property lists only.
        if link.properties.isEmpty {
            graph.set(edge, "label", link.dependency)
        } else {
            graph.setHTMLLabel(edge, SceneStyle.label(link))
        }
    }
}
