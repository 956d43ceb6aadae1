import RibTrace

/// One candidate applied to the current graph: the proposed RIB inserted before its head, the routes into the
/// head redirected to it, every route of the members moved to it, and adapters, listeners, dependency edges
/// and component links made to match (``DependencyForwarding``). Reads the current routes, so changes apply one
/// after another.
struct ChangeApplication {
    let before: Trace
    let proposed: RIB
    let head: String
    /// The members' ids, the head first.
    let members: [String]
    private let isMember: Set<String>

    /// The parents that attached the head, in route order: each attaches the proposed RIB instead.
    private(set) var parents: [String] = []
    /// The proposed RIB's children, in order: the head, then what the members routed to, in preorder.
    private(set) var children: [String] = []
    /// For each child but the head, the member whose route moved.
    private(set) var movedFrom: [String: String] = [:]
    /// The adapter the head was built through for its first parent that had one: the proposed RIB keeps it.
    private(set) var keptAdapter: Adapter?
    /// Adapters between the head and its other parents: no longer on any route.
    private(set) var droppedAdapters: [Adapter] = []

    init(before: Trace, proposed: RIB, head: String, members: [String]) {
        self.before = before
        self.proposed = proposed
        self.head = head
        self.members = members
        isMember = Set(members)
    }

    /// The trace with the change made, and what happened to the properties of the RIBs that moved.
    mutating func apply() -> (trace: Trace, transfers: [PropertyTransfer]) {
        let routes = redirectRoutes()
        let adapters = repointAdapters()
        var forwarding = DependencyForwarding(change: self)
        let dependencies = forwarding.edges()
        var ribs = before.ribs
        ribs.insert(proposed, at: before.index(ofRIB: head) ?? ribs.endIndex)
        let trace = Trace(
            app: before.app, origin: .source, ribs: ribs, routes: routes, dependencies: dependencies,
            components: forwarding.components(), adapters: adapters, listeners: listeners())
        return (trace, forwarding.transfers)
    }

    /// The routes: each into the head now into the proposed RIB, in place; the members' routes gone; the
    /// proposed RIB's own right after the first route into it. A moved route keeps how its child was shown
    /// (the head as its first parent showed it); how a parent would show the proposed RIB is not known.
    private mutating func redirectRoutes() -> [Route] {
        var byParent: [String: [Route]] = [:]
        for route in before.routes where isMember.contains(route.parent) {
            byParent[route.parent, default: []].append(route)
        }
        var incoming: [Route] = []
        var kept: [Route] = []
        var firstIncoming: Int?
        for route in before.routes {
            if isMember.contains(route.parent) { continue }
            if route.child == head {
                incoming.append(route)
                if firstIncoming == nil { firstIncoming = kept.count }
                kept.append(
                    Route(
                        parent: route.parent, child: proposed.id, builder: proposed.builder,
                        declaredIn: route.declaredIn))
                continue
            }
            kept.append(route)
        }
        parents = incoming.map(\.parent)
        let adapters = before.adapters, head = head
        keptAdapter =
            incoming.lazy.compactMap { route in
                route.adapter.flatMap { name in adapters.first { $0.name == name && $0.child == head } }
            }.first
        var own = [
            Route(
                parent: proposed.id, child: head, builder: before.rib(head)?.builder, adapter: keptAdapter?.name,
                movedFrom: parents.first, presentations: incoming.first?.presentations ?? [],
                presentationReason: incoming.first?.presentationReason)
        ]
        children = [head]
        var stack: [(member: String, next: Int)] = [(head, 0)]
        while let (member, next) = stack.last {
            let out = byParent[member] ?? []
            guard next < out.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let route = out[next]
            guard !children.contains(route.child) else { continue }
            children.append(route.child)
            movedFrom[route.child] = member
            own.append(
                Route(
                    parent: proposed.id, child: route.child, builder: route.builder, adapter: route.adapter,
                    via: route.via, movedFrom: member, presentations: route.presentations,
                    presentationReason: route.presentationReason))
            if isMember.contains(route.child) { stack.append((route.child, 0)) }
        }
        kept.insert(contentsOf: own, at: (firstIncoming ?? kept.count - 1) + 1)
        return kept
    }

    /// Adapters on moved routes stand between the proposed RIB and the child now; of the head's, the first is
    /// kept for the proposed RIB and the others dropped.
    private mutating func repointAdapters() -> [Adapter] {
        var adapters: [Adapter] = []
        for adapter in before.adapters {
            if isMember.contains(adapter.parent), movedFrom[adapter.child] == adapter.parent {
                adapters.append(
                    Adapter(name: adapter.name, parent: proposed.id, child: adapter.child, component: adapter.component)
                )
            } else if adapter.child == head, parents.contains(adapter.parent) {
                if adapter == keptAdapter {
                    adapters.append(
                        Adapter(name: adapter.name, parent: proposed.id, child: head, component: adapter.component))
                } else {
                    droppedAdapters.append(adapter)
                }
            } else {
                adapters.append(adapter)
            }
        }
        return adapters
    }

    /// Every child of the proposed RIB reports to its interactor; the proposed RIB reports to its first parent's.
    private func listeners() -> [Listener] {
        let interactor = proposed.interactor ?? proposed.id
        let replaced = Set(children)
        var listeners = before.listeners.filter { !replaced.contains($0.child) }
        if let parent = parents.first.flatMap(before.rib), let listener = parent.interactor {
            listeners.append(Listener(child: proposed.id, listener: listener))
        }
        listeners += children.map { Listener(child: $0, listener: interactor) }
        return listeners
    }

    /// The component of each member: what no longer sits above the RIBs that move.
    var memberComponents: Set<String> { Set(members.compactMap { before.rib($0)?.component }) }
}
