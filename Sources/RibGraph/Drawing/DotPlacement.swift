/// Positions from Graphviz's dot for a scene whose RIB types have several parents: dot ranks the boxes so that
/// each parent's route is as short as the others' and orders each rank to keep crossings few, and ribgraph routes
/// the edges on those positions as on the tidy tree's (``SceneRoutes``). dot's own splines merged edges of
/// different parents that run through the same ranks into one line, and set each label mid-edge, where other
/// edges pass (issue 42).
///
/// dot sees each box at the size of its slot (``SceneLayout/slots(for:labelling:direction:)``), so the room a
/// dependency label takes beside its consumer is kept free, and draws no edge and no label: it only places.
struct DotPlacement {
    /// The space dot leaves between neighbouring boxes of a rank, in points: room for a few corridors' paths.
    static let boxGap = 22.0

    /// `scene` ranked by dot in `direction` (a definite one), its gaps widened for their lanes as the tidy tree's
    /// are. Throws ``GraphvizError``.
    static func layout(of scene: Scene, direction: LayoutDirection) throws -> SceneLayout {
        let boxes = scene.nodes.map(SceneLayout.size(of:))
        let slots = SceneLayout.slots(for: boxes, labelling: scene.dependencies, direction: direction)
        let placed = try Graphviz.shared.perform(textSizing: .estimated) { session in
            let graph = try GraphvizGraph(name: "ribgraph-ranks", session: session)
            graph.setGraphAttribute("rankdir", direction.rawValue)
            graph.setGraphAttribute("nodesep", SceneRenderer.inches(boxGap))
            graph.setGraphAttribute("ranksep", SceneRenderer.inches(SceneLayout.levelGap(for: scene, direction)))
            graph.setGraphAttribute("splines", "none")
            graph.setNodeDefault("shape", "box")
            graph.setNodeDefault("fixedsize", "true")
            graph.setNodeDefault("label", "")
            let nodes = try scene.nodes.indices.map { index in
                let node = try graph.addNode(scene.nodes[index].key)
                graph.set(node, "width", SceneRenderer.inches(slots[index].width))
                graph.set(node, "height", SceneRenderer.inches(slots[index].height))
                return node
            }
            try SceneDrawing.addUnreachableCluster(of: scene, nodes: nodes, to: graph, key: "")
            let apart = Set(scene.unreachableNodes())
            for (parent, child) in Self.ranking(scene) {
                let edge = try graph.addEdge(from: nodes[parent], to: nodes[child])
                // A route from the group of unattached RIB types into the tree must not pull the tree below it.
                if apart.contains(parent) && !apart.contains(child) { graph.set(edge, "constraint", "false") }
            }
            for link in scene.dependencies {
                let edge = try graph.addEdge(from: nodes[link.provider], to: nodes[link.consumer])
                graph.set(edge, "constraint", "false")
            }
            try graph.layout(engine: "dot")
            return (centers: nodes.map(graph.center(of:)), size: graph.laidOutSize)
        }
        return SceneLayout(scene: scene, sizes: boxes, centers: placed.centers, size: placed.size, direction: direction)
    }

    /// The edges that rank the boxes: tree edges, the other parents' routes and a diff's former edges.
    private static func ranking(_ scene: Scene) -> [(Int, Int)] {
        scene.children.enumerated().flatMap { parent, children in children.map { (parent, $0) } }
            + scene.otherParentEdges.map { ($0.parent, $0.child) } + scene.formerEdges.map { ($0.parent, $0.child) }
    }
}
