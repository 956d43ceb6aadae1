import RibTrace

/// The union of BASE's and HEAD's scenes that ``DiffLayout`` places: BASE's nodes at their BASE indices,
/// then HEAD-only nodes; HEAD's tree edges, plus BASE's edges into removed nodes; BASE's edges into nodes
/// that HEAD attaches elsewhere as former edges; marks and badges from a ``TreeDiff``.
///
/// Two graphs of RIB types (``Routes``) draw each RIB type once with an edge from each parent: the scenes
/// hold the spanning trees, and every other route of HEAD between drawn RIBs is added to ``Scene/children``;
/// a route of BASE that HEAD lacks (removed, or the old side of a move) is a former edge.
struct DiffScene {
    /// The routes of two graphs by RIB id, parents in preorder, children in route order.
    struct Routes {
        var base: [TreeEdgeKey]
        var head: [TreeEdgeKey]
    }

    var scene: Scene
    /// Each BASE node's depth in BASE's scene, index-aligned with BASE's nodes.
    var baseDepth: [Int]
    /// HEAD's tree edges (a graph's spanning tree) and BASE's edges into removed nodes: the forest that
    /// ``DiffLayout`` places HEAD-only nodes on. Equal to the scene's children for two trees.
    var placing: [[Int]]

    init(base: Scene, head: Scene, diff: TreeDiff, title: String, everyEdge: Bool, routes: Routes? = nil) {
        var scene = Scene(title: title)
        scene.nodes = base.nodes
        var indexOfID: [Scene.NodeID: Int] = [:]
        for (index, node) in base.nodes.enumerated() { indexOfID[node.id] = index }
        var unionOfHead: [Int] = []
        unionOfHead.reserveCapacity(head.nodes.count)
        for node in head.nodes {
            if let index = indexOfID[node.id] {
                scene.nodes[index] = node
                unionOfHead.append(index)
            } else {
                unionOfHead.append(scene.nodes.count)
                var added = node
                added.mark = .added
                scene.nodes.append(added)
            }
        }
        let count = scene.nodes.count
        var inHead = [Bool](repeating: false, count: count)
        for index in unionOfHead { inHead[index] = true }
        var headParent = [Int?](repeating: nil, count: count)
        scene.children = Array(repeating: [], count: count)
        for (node, children) in head.children.enumerated() {
            scene.children[unionOfHead[node]] = children.map { unionOfHead[$0] }
            for child in children { headParent[unionOfHead[child]] = unionOfHead[node] }
        }
        for (node, children) in base.children.enumerated() {
            if !inHead[node] { scene.nodes[node].mark = .removed }
            for child in children {
                if !inHead[child] {
                    scene.children[node].append(child)
                } else if headParent[child] != node && routes == nil {
                    scene.formerEdges.append(Scene.FormerEdge(parent: node, child: child))
                }
            }
        }
        placing = scene.children
        if let routes { Self.addRoutes(routes, to: &scene, headParent: headParent) }
        scene.roots = head.roots.map { unionOfHead[$0] } + base.roots.filter { !inHead[$0] }
        for root in base.roots where !inHead[root] { scene.nodes[root].mark = .removed }
        Self.markChanged(&scene, diff: diff, baseCount: base.nodes.count)
        scene.dependencies = Self.links(base: base, head: head, unionOfHead: unionOfHead, inHead: inHead, diff: diff)
        // An edge from the consumer's parent (in a graph, any of its parents) is worth drawing only when it
        // changed by itself; an added or removed RIB's own edges come and go with it, and its colour says so.
        let beside =
            routes == nil
            ? scene.besideTreeEdges()
            : scene.dependencies.map { link in
                scene.children[link.provider].contains(link.consumer) && Self.ribID(scene.nodes[link.provider]) != nil
            }
        scene.dependencies = scene.dependencies.indices.filter { index in
            let link = scene.dependencies[index]
            return everyEdge || !beside[index] || (link.mark != nil && link.mark != scene.nodes[link.consumer].mark)
        }.map { scene.dependencies[$0] }
        self.scene = scene
        baseDepth = Array(repeating: 0, count: base.nodes.count)
        var stack = base.roots.map { ($0, 0) }
        while let (node, depth) = stack.popLast() {
            baseDepth[node] = depth
            stack.append(contentsOf: base.children[node].map { ($0, depth + 1) })
        }
    }

    /// Every route of HEAD between two drawn RIBs that the tree edges do not draw yet, as an edge of
    /// ``Scene/children``; every route of BASE that HEAD lacks as a former edge. A tree edge into a removed
    /// RIB stays the one edge drawn into it.
    private static func addRoutes(_ routes: Routes, to scene: inout Scene, headParent: [Int?]) {
        var node: [String: Int] = [:]
        for (index, drawn) in scene.nodes.enumerated() {
            if let rib = ribID(drawn) { node[rib] = index }
        }
        // The RIB a node hangs under in the tree edges, past any adapter box between them.
        func ribParent(_ child: Int) -> Int? {
            var up = headParent[child]
            while let next = up, ribID(scene.nodes[next]) == nil { up = headParent[next] }
            return up
        }
        for route in routes.head {
            guard let parent = node[route.parent], let child = node[route.child], ribParent(child) != parent else {
                continue
            }
            scene.children[parent].append(child)
        }
        let kept = Set(routes.head)
        for route in routes.base where !kept.contains(route) {
            guard let parent = node[route.parent], let child = node[route.child],
                !scene.children[parent].contains(child)
            else { continue }
            scene.formerEdges.append(Scene.FormerEdge(parent: parent, child: child))
        }
    }

    /// The RIB id a scene node stands for, if it is a RIB.
    static func ribID(_ node: Scene.Node) -> String? {
        node.id.rib
    }

    /// Moved and otherwise changed RIBs present in both scenes: a mark and a short badge.
    private static func markChanged(_ scene: inout Scene, diff: TreeDiff, baseCount: Int) {
        var byRIB: [String: [TreeDiff.Change]] = [:]
        for change in diff.changes where change.kind != .added && change.kind != .removed {
            byRIB[change.rib, default: []].append(change)
        }
        for index in 0..<baseCount where scene.nodes[index].mark == nil {
            guard let id = ribID(scene.nodes[index]), let changes = byRIB[id] else { continue }
            scene.nodes[index].mark = changes.contains { $0.kind == .moved } ? .moved : .changed
            var seen = Set<String>()
            scene.nodes[index].addBadge(changes.map(badge).filter { seen.insert($0).inserted }.joined(separator: " · "))
        }
    }

    private static func badge(_ change: TreeDiff.Change) -> String {
        switch change.kind {
        case .moved: "moved: " + change.detail
        case .routeAdded: "now also under " + (change.parent ?? "")
        case .routeRemoved: "no longer under " + (change.formerParent ?? "")
        case .viewChanged: change.detail
        default: change.kind.rawValue
        }
    }

    /// HEAD's dependency links, marked; BASE's links that are gone (their consumer removed, or the
    /// Dependency removed or provided by another component now), marked removed.
    private static func links(base: Scene, head: Scene, unionOfHead: [Int], inHead: [Bool], diff: TreeDiff)
        -> [Scene.DependencyLink]
    {
        var kinds: [DependencyEdgeKey: TreeDiff.Kind] = [:]
        for change in diff.changes {
            if let dependency = change.dependency, change.property == nil {
                kinds[DependencyEdgeKey(consumer: change.rib, dependency: dependency)] = change.kind
            }
        }
        let added = diff.added
        var links: [Scene.DependencyLink] = []
        for var link in head.dependencies {
            let id = ribID(head.nodes[link.consumer]) ?? ""
            switch kinds[DependencyEdgeKey(consumer: id, dependency: link.dependency)] {
            case .providerChanged: link.mark = .changed
            case .dependencyAdded: link.mark = .added
            default: link.mark = added.contains(id) ? .added : nil
            }
            link.provider = unionOfHead[link.provider]
            link.consumer = unionOfHead[link.consumer]
            links.append(link)
        }
        for var link in base.dependencies {
            let id = ribID(base.nodes[link.consumer]) ?? ""
            let kind = kinds[DependencyEdgeKey(consumer: id, dependency: link.dependency)]
            guard !inHead[link.consumer] || kind == .providerChanged || kind == .dependencyRemoved else { continue }
            link.mark = .removed
            links.append(link)
        }
        return links
    }
}
