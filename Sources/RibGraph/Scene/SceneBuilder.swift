import RibAnalysis
import RibTrace

/// Decides what a snapshot shows: the attached RIBs (or, with a focus, one RIB's subtree and its path
/// to the root), adapters on the edges they stand on, "+k more" nodes below the depth limit, and the
/// dependency edges between visible nodes that say something the tree does not (unless all are asked for),
/// or the tunnels (``TunnelOverlay``).
struct SceneBuilder {
    private let trace: Trace
    private let tree: any RibTree
    private let options: SnapshotOptions
    private let adapterByEdge: [TreeEdgeKey: Adapter]
    private let presentationByEdge: [TreeEdgeKey: RoutePresentation]
    private let attachedByComponent: [String: [Int]]
    private let leaked: Set<String>
    private let onCycles: Set<String>
    /// The roots no launched RIB reaches (a graph's), drawn apart.
    private let unreachableRoots: Set<Int>
    /// Each RIB's title (``RibTrace/Trace/shownNames``): two RIB types of one name in two modules read apart.
    private let titles: [String]

    /// Prepares to build the scene of `tree`, a replay of `trace`.
    init(trace: Trace, tree: any RibTree, options: SnapshotOptions) {
        self.trace = trace
        self.tree = tree
        self.options = options
        var adapters: [TreeEdgeKey: Adapter] = [:]
        for adapter in trace.adapters where adapters[TreeEdgeKey(parent: adapter.parent, child: adapter.child)] == nil {
            adapters[TreeEdgeKey(parent: adapter.parent, child: adapter.child)] = adapter
        }
        adapterByEdge = adapters
        presentationByEdge = RoutePresentation.byEdge(in: trace)
        var byComponent: [String: [Int]] = [:]
        for (index, rib) in trace.ribs.enumerated() where tree.isAttached[index] {
            if let component = rib.component { byComponent[component, default: []].append(index) }
        }
        attachedByComponent = byComponent
        leaked = Set(trace.leaks.map(\.rib))
        onCycles = Set(tree.ribsOnCycles.map { trace.ribs[$0].id })
        unreachableRoots = Set(tree.unreachableRoots)
        titles = trace.shownNames
    }

    /// Builds the scene titled `title`. Throws `SnapshotError.unknownFocus(_:suggestion:)` or
    /// `SnapshotError.focusNotAttached(_:)` when the focus cannot be shown, and
    /// `SnapshotError.tooManyRIBs(count:limit:)` past ``SnapshotOptions/maxRIBs``.
    func build(title: String) throws -> Scene {
        var scene = Scene(title: title)
        scene.wording = tree.wording
        var nodeOfRIB: [Int: Int] = [:]
        var adapterNodes: [(name: String, child: Int, node: Int)] = []
        let focused = try focusedRIBs()
        let visible = visibleRIBs(focused: focused)
        let drawn = visible?.count ?? tree.attachedCount
        if drawn > options.maxRIBs { throw SnapshotError.tooManyRIBs(count: drawn, limit: options.maxRIBs) }

        // In a graph narrowed by a focus or `only`, a RIB's tree parent may not be drawn: it hangs under the
        // parent on its first shortest path through drawn RIBs.
        let placed = visible.map { tree.spanningParents(among: $0) } ?? tree.parent
        var unchanged: [(node: Int, rib: Int, count: Int)] = []
        // Depth-first with an explicit stack: traces can be thousands of levels deep.
        var stack: [(rib: Int, parentNode: Int?, depth: Int)] = tree.roots.reversed().map { ($0, nil, 0) }
        while let (rib, parentNode, depth) = stack.popLast() {
            guard visible?.contains(rib) ?? true else { continue }
            var under = parentNode
            let edge = placed[rib].map { TreeEdgeKey(parent: trace.ribs[$0].id, child: trace.ribs[rib].id) }
            let presentation = parentNode == nil ? nil : edge.flatMap { presentationByEdge[$0] }
            if parentNode != nil, let edge, let adapter = adapterByEdge[edge] {
                under = scene.add(adapterNode(adapter, presentation: presentation), under: parentNode)
                adapterNodes.append((adapter.name, rib, under!))
            }
            var box = ribNode(trace.ribs[rib])
            box.presentation = presentation
            let node = scene.add(box, under: under)
            nodeOfRIB[rib] = node
            if under == nil && unreachableRoots.contains(rib) { scene.unreachableRoots.append(node) }
            let children = tree.children[rib].filter { placed[$0] == rib && visible?.contains($0) ?? true }
            let hidden = options.summarizesHidden ? visible.map { hiddenCount(below: rib, $0, focused) } ?? 0 : 0
            if let limit = options.depth, depth >= limit, !children.isEmpty || hidden > 0 {
                scene.add(
                    collapsedNode(below: rib, hiding: children.reduce(hidden) { $0 + subtreeSize($1) }), under: node)
                continue
            }
            if hidden > 0 { unchanged.append((node, rib, hidden)) }
            stack.append(contentsOf: children.reversed().map { ($0, node, depth + 1) })
        }
        // After the walk, so that each stands after its parent's drawn children.
        for (node, rib, count) in unchanged {
            scene.add(collapsedNode(below: rib, hiding: count, what: "unchanged"), under: node)
        }
        addOtherParentEdges(to: &scene, placed: placed, nodeOfRIB: nodeOfRIB, adapterNodes: &adapterNodes)
        markAmbiguousRoutes(in: &scene, nodeOfRIB: nodeOfRIB)
        try addDependencies(to: &scene, nodeOfRIB: nodeOfRIB, adapterNodes: adapterNodes)
        return scene
    }

    /// The dependency edges `options` asks for (or the tunnels), and what the legend says it leaves out.
    private func addDependencies(
        to scene: inout Scene, nodeOfRIB: [Int: Int], adapterNodes: [(name: String, child: Int, node: Int)]
    ) throws {
        if options.dependencies == .tunnels {
            try TunnelOverlay(trace: trace, tree: tree, options: options).add(to: &scene, nodeOfRIB: nodeOfRIB) {
                providingRIB(component: $0, consumer: $1, parent: $2)
            }
        } else if options.dependencies != .none {
            scene.dependencies = dependencyLinks(nodeOfRIB: nodeOfRIB, adapterNodes: adapterNodes)
            if options.dependencies != .all && !options.keepsEdgesBesideTree {
                let beside = scene.besideTreeEdges()
                let kept = scene.dependencies.indices.filter {
                    !beside[$0] || !scene.dependencies[$0].unprovided.isEmpty
                }
                scene.dependencyNote = Self.note(
                    left: scene.dependencies.count - kept.count, level: options.dependencies)
                scene.dependencies = kept.map { scene.dependencies[$0] }
            }
        } else if !trace.dependencies.isEmpty {
            scene.dependencyNote = "not drawn: --dependencies none"
        }
    }

    /// What the legend says of the `left` edges a picture at `level` leaves out, each from the consumer's
    /// parent beside the tree edge, so that two levels never give the same picture without saying why; nil when
    /// none is left out.
    private static func note(left: Int, level: SnapshotOptions.Dependencies) -> String? {
        guard left > 0 else { return nil }
        return (level == .properties ? "with properties; " : "")
            + "\(left) from a parent, drawn with --dependencies all"
    }

    /// A RIB a route may or may not reach (its builder's name leaves several types, ``RibTrace/Route/isAmbiguous``)
    /// says so on its box, naming the parent: the route drawn into it is one of several possible.
    private func markAmbiguousRoutes(in scene: inout Scene, nodeOfRIB: [Int: Int]) {
        for route in trace.routes where route.isAmbiguous {
            guard let rib = trace.index(ofRIB: route.child), let node = nodeOfRIB[rib] else { continue }
            scene.nodes[node].addBadge("ambiguous route from \(trace.rib(route.parent)?.name ?? route.parent)")
        }
    }

    /// Draws the route from each other parent of a RIB placed under its first parent (a scan's graph; a
    /// recording's RIBs have one parent), when both ends are drawn. A route through an adapter goes through the
    /// adapter's node: one node per adapter type and child, so a second parent holding the same adapter draws an
    /// edge to it, and a new adapter stands under the parent that holds it.
    private func addOtherParentEdges(
        to scene: inout Scene, placed: [Int?], nodeOfRIB: [Int: Int],
        adapterNodes: inout [(name: String, child: Int, node: Int)]
    ) {
        for rib in tree.preorder {
            guard let child = nodeOfRIB[rib] else { continue }
            for parentRIB in tree.parents(of: rib) where parentRIB != placed[rib] {
                guard let parent = nodeOfRIB[parentRIB] else { continue }
                let edge = TreeEdgeKey(parent: trace.ribs[parentRIB].id, child: trace.ribs[rib].id)
                let presentation = presentationByEdge[edge]
                guard let adapter = adapterByEdge[edge] else {
                    scene.otherParentEdges.append(
                        Scene.ParentEdge(parent: parent, child: child, presentation: presentation))
                    continue
                }
                if let existing = adapterNodes.first(where: { $0.name == adapter.name && $0.child == rib }) {
                    scene.otherParentEdges.append(
                        Scene.ParentEdge(parent: parent, child: existing.node, presentation: presentation))
                } else {
                    let node = scene.add(adapterNode(adapter, presentation: presentation), under: parent)
                    adapterNodes.append((adapter.name, rib, node))
                    scene.otherParentEdges.append(
                        Scene.ParentEdge(parent: node, child: child, presentation: presentation))
                }
            }
        }
    }

    /// The RIBs the focus keeps that ``SnapshotOptions/only`` names too, or nil when there is neither.
    private func visibleRIBs(focused: Set<Int>?) -> Set<Int>? {
        let only = options.only.map { ids in Set(ids.compactMap { trace.index(ofRIB: $0) }) }
        guard let focused else { return only }
        return only.map { focused.intersection($0) } ?? focused
    }

    /// The RIBs a focus keeps (every path from a root to it, and everything it can attach), or nil without one.
    private func focusedRIBs() throws -> Set<Int>? {
        guard let focus = options.focus else { return nil }
        guard let rib = trace.index(ofRIB: focus) ?? trace.ribs.firstIndex(where: { $0.name == focus }) else {
            throw SnapshotError.unknownFocus(
                focus, suggestion: NameSuggestion.nearest(to: focus, among: trace.ribs.map(\.id)))
        }
        guard tree.isAttached[rib] else { throw SnapshotError.focusNotAttached(focus) }
        // In a graph every parent chain counts: the focus is reached from each of them.
        var keep = Set(tree.subtree(of: rib))
        var ancestors = tree.parents(of: rib)
        while let next = ancestors.popLast() {
            guard keep.insert(next).inserted else { continue }
            ancestors.append(contentsOf: tree.parents(of: next))
        }
        return keep
    }

    /// How many RIBs below `rib` on the spanning tree are left out of `visible` (and kept by the focus, if
    /// any), down to the next visible RIB: each hidden RIB is counted under its nearest visible ancestor only.
    private func hiddenCount(below rib: Int, _ visible: Set<Int>, _ focused: Set<Int>?) -> Int {
        var count = 0
        var stack = tree.treeChildren(of: rib).filter { !visible.contains($0) && focused?.contains($0) ?? true }
        while let node = stack.popLast() {
            count += 1
            stack.append(contentsOf: tree.treeChildren(of: node).filter { !visible.contains($0) })
        }
        return count
    }

    private func subtreeSize(_ rib: Int) -> Int {
        var count = 0
        var stack = [rib]
        while let node = stack.popLast() {
            count += 1
            stack.append(contentsOf: tree.treeChildren(of: node))
        }
        return count
    }

    func ribNode(_ rib: RIB) -> Scene.Node {
        let types: [String] = [rib.router, rib.interactor, rib.view].compactMap { $0 }.map {
            Self.compact($0, for: rib.name)
        }
        var node = Scene.Node(
            id: .rib(rib.id), kind: .rib(viewful: rib.isViewful),
            title: trace.index(ofRIB: rib.id).map { titles[$0] } ?? rib.name,
            subtitle: types.isEmpty ? nil : types.joined(separator: " · "),
            badge: onCycles.contains(rib.id) ? Self.cycleBadge : nil)
        if leaked.contains(rib.id) { node.addBadge(Self.leakBadge) }
        return node
    }

    /// The badge of a RIB the trace suspects of leaking (`Trace.leaks`).
    static let leakBadge = "leak?"

    /// Adds the RIBs the trace suspects of leaking that `tree` has detached, through event `seq`: faint,
    /// badged, under the RIB they were last attached to (or as roots when it is not drawn). A snapshot
    /// shows them this way because a leaked RIB is, by definition, no longer in the tree.
    func addDetachedLeaks(to scene: inout Scene, through seq: Int) {
        var nodeOfID: [Scene.NodeID: Int] = [:]
        for (index, node) in scene.nodes.enumerated() { nodeOfID[node.id] = index }
        var pending = trace.leaks.filter { leak in
            leak.detachSeq <= seq && trace.index(ofRIB: leak.rib).map { !tree.isAttached[$0] } == true
        }.map(\.rib)
        var lastParent: [Int: Int?] = [:]
        for event in trace.events where event.seq <= seq && event.kind == .attach {
            lastParent[event.child] = event.parent
        }
        // Parents first: a leaked subtree (OffGame and its BasicScoreBoard) keeps its shape.
        while !pending.isEmpty {
            let waiting = Set(pending)
            guard
                let next = pending.firstIndex(where: { id in
                    let parent = lastParent[trace.index(ofRIB: id)!].flatMap { $0 }.map { trace.ribs[$0].id }
                    return parent.map { !waiting.contains($0) } ?? true
                })
            else { break }
            let id = pending.remove(at: next)
            let rib = trace.index(ofRIB: id)!
            var node = ribNode(trace.ribs[rib])
            node.isFaint = true
            let parent = lastParent[rib].flatMap { $0 }.flatMap { nodeOfID[.rib(trace.ribs[$0].id)] }
            nodeOfID[node.id] = scene.add(node, under: parent)
        }
    }

    /// The badge of a RIB that repeats an ancestor (a routing cycle a scan cut short).
    static let cycleBadge = "↻ cycle"

    /// `LoggedInRouter` reads as `Router` under the RIB `LoggedIn`; unconventional names stay whole.
    private static func compact(_ type: String, for name: String) -> String {
        guard type.hasPrefix(name), let next = type.dropFirst(name.count).first, next.isUppercase else { return type }
        return String(type.dropFirst(name.count))
    }

    /// The node of `adapter` on a route drawn as `presentation`: the edge into it carries the route's style too.
    private func adapterNode(_ adapter: Adapter, presentation: RoutePresentation?) -> Scene.Node {
        Scene.Node(
            id: .adapter(name: adapter.name, child: adapter.child), kind: .adapter,
            title: adapter.name, subtitle: "adapter", presentation: presentation)
    }

    /// The "+k more" node below `rib` (or "+k unchanged", as `what` says).
    private func collapsedNode(below rib: Int, hiding count: Int, what: String = "more") -> Scene.Node {
        Scene.Node(
            id: .collapsed(below: trace.ribs[rib].id), kind: .collapsed(count: count),
            title: "+\(count) \(what)", subtitle: nil)
    }

    private func dependencyLinks(nodeOfRIB: [Int: Int], adapterNodes: [(name: String, child: Int, node: Int)])
        -> [Scene.DependencyLink]
    {
        var links: [Scene.DependencyLink] = []
        // A scan writes one edge per route into the consumer: several parents satisfied by one provider would
        // draw the same edge several times over.
        var drawn = Set<Scene.DependencyLink>()
        for edge in trace.dependencies {
            guard let child = trace.index(ofRIB: edge.child), let consumer = nodeOfRIB[child] else { continue }
            let provider: Int?
            if let named = edge.provider {
                provider =
                    trace.index(ofRIB: named).flatMap { nodeOfRIB[$0] }
                    ?? adapterNodes.first { $0.name == named && $0.child == child }?.node
                    ?? adapterNodes.first { $0.name == named }?.node
            } else {
                let parent = edge.parent.flatMap(trace.index(ofRIB:))
                provider = providingRIB(component: edge.component, consumer: child, parent: parent).flatMap {
                    nodeOfRIB[$0]
                }
            }
            guard let provider, provider != consumer else { continue }
            // A scan leaves out the provider only where none exists; a recording never knows one by itself.
            let fromSource = trace.origin == .source
            let properties: [String] =
                options.dependencies == .properties || options.dependencies == .all
                ? edge.properties.map { property -> String in
                    let type = property.type.map { ": \($0)" } ?? ""
                    return
                        "\(property.name)\(type) ← \(property.providedBy ?? (fromSource ? "no provider" : edge.component))"
                }
                : []
            var link = Scene.DependencyLink(
                provider: provider, consumer: consumer, dependency: edge.dependency, properties: properties)
            if fromSource { link.unprovided = edge.properties.filter { $0.providedBy == nil }.map(\.name) }
            if drawn.insert(link).inserted { links.append(link) }
        }
        return links
    }

    /// The attached RIB whose component is `component`, preferring the consumer's nearest ancestor from
    /// `parent` up (the parent whose route the edge belongs to, or the consumer's tree parent): two live
    /// instances of one RIB type share a component type.
    private func providingRIB(component: String, consumer: Int, parent: Int?) -> Int? {
        guard let candidates = attachedByComponent[component] else { return nil }
        if candidates.count == 1 { return candidates[0] }
        var ancestor = parent ?? tree.parent[consumer]
        while let next = ancestor {
            if trace.ribs[next].component == component { return next }
            ancestor = tree.parent[next]
        }
        return candidates[0]
    }
}
