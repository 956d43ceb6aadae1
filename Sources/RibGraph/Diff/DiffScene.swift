import RibAnalysis
import RibTrace

/// The union of BASE's and HEAD's scenes that ``DiffLayout`` places: BASE's nodes at their BASE indices,
/// then HEAD-only nodes; a forest of HEAD's tree edges, plus BASE's edges into removed nodes, each removed
/// node beside the sibling it followed in BASE; BASE's edges into nodes that HEAD attaches elsewhere as former
/// edges; marks and badges from a `TreeDiff`.
///
/// Two graphs of RIB types (``Routes``) draw each RIB type once with an edge from each parent: the scenes
/// hold the spanning trees, and every other route of HEAD between drawn RIBs is a ``Scene/ParentEdge`` (so
/// that ``Scene/children`` stays the forest the tidy tree places); a route of BASE that HEAD lacks (removed,
/// or the old side of a move) is a former edge.
struct DiffScene {
    /// The routes of two graphs by RIB id, parents in preorder, children in route order.
    struct Routes {
        var base: [TreeEdgeKey]
        var head: [TreeEdgeKey]
        /// How HEAD's routes show their children, where its trace says.
        var presentations: [TreeEdgeKey: RoutePresentation] = [:]
    }

    var scene: Scene

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
                // A "+k" node stands for RIBs that are there on both sides.
                if case .collapsed = node.kind {} else { added.mark = .added }
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
        let removed = diff.removed
        for node in base.nodes.indices where !inHead[node] {
            // A RIB that HEAD attaches outside the part drawn (past a focus or a depth) is not gone.
            if scene.nodes[node].id.rib.map(removed.contains) ?? true { scene.nodes[node].mark = .removed }
        }
        for (node, children) in base.children.enumerated() {
            for child in children where inHead[child] && headParent[child] != node && routes == nil {
                scene.formerEdges.append(Scene.FormerEdge(parent: node, child: child))
            }
            scene.children[node] = Self.merged(
                scene.children[node], children, under: node, inHead: inHead, headParent: headParent)
        }
        if let routes { Self.addRoutes(routes, to: &scene, headParent: headParent) }
        scene.roots = Self.merged(
            head.roots.map { unionOfHead[$0] }, base.roots, under: nil, inHead: inHead, headParent: headParent)
        // Apart as HEAD draws them, and as BASE did for what HEAD no longer has.
        let apart = Set(head.unreachableRoots.map { unionOfHead[$0] } + base.unreachableRoots.filter { !inHead[$0] })
        scene.unreachableRoots = scene.roots.filter(apart.contains)
        Self.markChanged(&scene, diff: diff, baseCount: base.nodes.count)
        for index in scene.otherParentEdges.indices {
            scene.otherParentEdges[index].mark = scene.nodes[scene.otherParentEdges[index].child].mark
        }
        scene.dependencies = Self.links(base: base, head: head, unionOfHead: unionOfHead, inHead: inHead, diff: diff)
        if !everyEdge { Self.dropUnchangedBesideTree(&scene) }
        self.scene = scene
    }

    /// Leaves out the unchanged edges from a consumer's parent (in a graph, any of its parents): such an edge is
    /// worth drawing only when it changed by itself (an added or removed RIB's own edges come and go with it,
    /// and its colour says so), or when a property has no provider on it (the build breaks there).
    private static func dropUnchangedBesideTree(_ scene: inout Scene) {
        let beside = scene.besideTreeEdges()
        scene.dependencies = scene.dependencies.indices.filter { index in
            let link = scene.dependencies[index]
            return !beside[index] || !link.unprovided.isEmpty
                || (link.mark != nil && link.mark != scene.nodes[link.consumer].mark)
        }.map { scene.dependencies[$0] }
    }

    /// HEAD's children of `parent` (its roots when nil), with each of BASE's that HEAD lacks where it stood in
    /// BASE: right after the last sibling before it that HEAD keeps under `parent`, else first.
    private static func merged(_ head: [Int], _ base: [Int], under parent: Int?, inHead: [Bool], headParent: [Int?])
        -> [Int]
    {
        var first: [Int] = []
        var following: [Int: [Int]] = [:]
        var anchor: Int?
        for node in base {
            if !inHead[node] {
                if let anchor { following[anchor, default: []].append(node) } else { first.append(node) }
            } else if headParent[node] == parent {
                anchor = node
            }
        }
        guard !first.isEmpty || !following.isEmpty else { return head }
        return first + head.flatMap { [$0] + (following[$0] ?? []) }
    }

    /// Every route of HEAD between two drawn RIBs that the tree edges do not draw yet, as a
    /// ``Scene/ParentEdge``; every route of BASE that HEAD lacks as a former edge. A tree edge into a removed
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
            scene.otherParentEdges.append(
                Scene.ParentEdge(parent: parent, child: child, presentation: routes.presentations[route]))
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
            scene.nodes[index].addBadge(badge(changes))
        }
    }

    /// One RIB's changes in a few words: each phrase once, in order, the parents of its routes added (or
    /// removed) in one phrase, "now also under Feed, Saved", so that the box stays narrow.
    private static func badge(_ changes: [TreeDiff.Change]) -> String {
        var phrases: [(lead: String, names: [String])] = []
        for change in changes {
            let (lead, name) = phrase(change)
            guard let index = phrases.firstIndex(where: { $0.lead == lead }) else {
                phrases.append((lead, name.map { [$0] } ?? []))
                continue
            }
            if let name, !phrases[index].names.contains(name) { phrases[index].names.append(name) }
        }
        return phrases.map { $0.names.isEmpty ? $0.lead : $0.lead + " " + $0.names.joined(separator: ", ") }
            .joined(separator: " · ")
    }

    private static func phrase(_ change: TreeDiff.Change) -> (lead: String, name: String?) {
        switch change.kind {
        case .moved: ("moved: " + change.detail, nil)
        // A RIB that had no parent before is "now under" its first, as the diff's row says.
        case .routeAdded: (change.detail.hasPrefix("now also") ? "now also under" : "now under", change.parent ?? "")
        case .routeRemoved: ("no longer under", change.formerParent ?? "")
        case .viewChanged, .renamed, .buildChanged: (change.detail, nil)
        case .propertyProviderMoved where change.formerParent != nil:
            ("moved with it, the provider of", change.property)
        default: (change.kind.rawValue, nil)
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
        let added = diff.added, removed = diff.removed
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
            // A consumer that HEAD attaches outside the part drawn keeps its edges: they are not gone.
            let gone = !inHead[link.consumer] && (base.nodes[link.consumer].id.rib.map(removed.contains) ?? true)
            guard gone || kind == .providerChanged || kind == .dependencyRemoved else { continue }
            link.mark = .removed
            // A gone edge breaks no build: only HEAD's edges say a property has no provider.
            link.unprovided = []
            links.append(link)
        }
        return links
    }
}
