import RibTrace

/// One candidate applied to the current graph: the proposed RIB inserted before its head, the routes into the
/// head redirected to it, every route of the members moved to it, and adapters, listeners, dependency edges
/// and component links made to match (``DependencyForwarding``). Reads the current routes, so changes apply one
/// after another. When `proposed` is a RIB the app has (an existing navigation the head is pushed on), the
/// change *joins* it: nothing is inserted, the head stays where it is, and the members' routes move to it.
struct ChangeApplication {
    let before: Trace
    let proposed: RIB
    /// The RIBs whose place the proposed RIB takes: one, or the reused screens of one drill-down (a cycle).
    let heads: [String]
    /// The first head: the proposed RIB's first child, the one it shows when it is attached.
    var head: String { heads[0] }
    /// The members' ids, the head first.
    let members: [String]
    /// Children of members whose routes stay with the member: each reads a value the member's component makes.
    let staying: Set<String>
    private let isMember: Set<String>
    private let showing: RouteShowing
    /// Per member, the members that are parts of its screen, in route order.
    private let memberParts: [String: [String]]
    /// Whether ``proposed`` is a RIB the app has, which the members' routes join.
    let joins: Bool

    /// The parents that attached a head, each once, in route order: each attaches the proposed RIB instead.
    private(set) var parents: [String] = []
    /// Every route into a head that the proposed RIB takes over, in route order.
    private(set) var replaced: [Route] = []
    /// The proposed RIB's children, in order: the head, then what the members routed to, in preorder.
    private(set) var children: [String] = []
    /// For each child, every member whose route to it moved, in the order met (the head's only when a member
    /// routed back to it).
    private(set) var movedFrom: [String: [String]] = [:]
    /// The adapter the head was built through for its first parent that had one: the proposed RIB keeps it.
    private(set) var keptAdapter: Adapter?
    /// Adapters between the head and its other parents: no longer on any route.
    private(set) var droppedAdapters: [Adapter] = []

    init(before: Trace, proposed: RIB, heads: [String], members: [String], staying: Set<String> = []) {
        self.before = before
        self.proposed = proposed
        self.heads = heads
        self.members = members
        self.staying = staying
        let isMember = Set(members)
        self.isMember = isMember
        let showing = RouteShowing(before)
        self.showing = showing
        var memberParts: [String: [String]] = [:]
        for route in before.routes
        where isMember.contains(route.parent) && isMember.contains(route.child)
            && showing.isPart(parent: route.parent, child: route.child)
        {
            memberParts[route.parent, default: []].append(route.child)
        }
        self.memberParts = memberParts
        joins = before.rib(proposed.id) != nil
    }

    /// The trace with the change made, and what happened to the properties of the RIBs that moved.
    mutating func apply() -> (trace: Trace, transfers: [PropertyTransfer]) {
        let routes = redirectRoutes()
        let adapters = repointAdapters()
        var forwarding = DependencyForwarding(change: self)
        let dependencies = forwarding.edges()
        var ribs = before.ribs
        if !joins { ribs.insert(proposed, at: before.index(ofRIB: head) ?? ribs.endIndex) }
        let trace = Trace(
            app: before.app, origin: .source, ribs: ribs, routes: routes, dependencies: dependencies,
            components: forwarding.components(), adapters: adapters, listeners: listeners())
        return (trace, forwarding.transfers)
    }

    /// The routes: each into the head now into the proposed RIB, in place; the members' navigation routes gone
    /// (the parts of their screens, the routes no code path takes and the children in ``staying`` stay with them); the proposed RIB's own right
    /// after the first route into it. Every child is shown as it was: a parent shows a navigation the way it
    /// showed the head (a tab stays a tab) and attaches a wrapper, which has no view, and which shows the head the
    /// way the parent did; a moved route keeps its presentations.
    private mutating func redirectRoutes() -> [Route] {
        var byParent: [String: [Route]] = [:]
        var kept: [Route] = []
        var incoming: [Route] = []
        var firstIncoming: Int?
        for route in before.routes {
            if isMember.contains(route.parent), !staying.contains(route.child), route.untaken == nil,
                !showing.isPart(parent: route.parent, child: route.child)
            {
                byParent[route.parent, default: []].append(route)
                continue
            }
            guard heads.contains(route.child), !isMember.contains(route.parent), !joins else {
                kept.append(route)
                continue
            }
            incoming.append(route)
            if firstIncoming == nil { firstIncoming = kept.count }
            // A parent that opened two screens of the drill-down attaches the proposed RIB once.
            if incoming.dropLast().contains(where: { $0.parent == route.parent }) { continue }
            kept.append(
                Route(
                    parent: route.parent, child: proposed.id, builder: proposed.builder, declaredIn: route.declaredIn,
                    presentations: proposed.isViewful ? route.presentations : [.none]))
        }
        replaced = incoming
        for route in incoming where !parents.contains(route.parent) { parents.append(route.parent) }
        let adapters = before.adapters, head = head
        keptAdapter =
            incoming.lazy.compactMap { route in
                route.adapter.flatMap { name in adapters.first { $0.name == name && $0.child == head } }
            }.first
        guard !joins else {
            let own = movedRoutes(byParent, existing: kept, heads: [])
            let last = kept.lastIndex { $0.parent == proposed.id } ?? kept.count - 1
            kept.insert(contentsOf: own, at: last + 1)
            return kept
        }
        let own = movedRoutes(
            byParent, existing: [],
            heads: heads.map { head in
                let into = incoming.filter { $0.child == head }
                return Route(
                    parent: proposed.id, child: head, builder: before.rib(head)?.builder,
                    adapter: head == self.head ? keptAdapter?.name : nil, movedFrom: into.map(\.parent),
                    presentations: proposed.proposed == .navigation ? [.push] : into.first?.presentations ?? [],
                    presentationReason: proposed.proposed == .navigation ? nil : into.first?.presentationReason)
            })
        kept.insert(contentsOf: own, at: (firstIncoming ?? kept.count - 1) + 1)
        return kept
    }

    /// The proposed RIB's routes, to the heads (`headRoutes`) first, then to what the members navigated to, in
    /// depth-first preorder from the heads: each child once, with every member it moved from (a member's route
    /// back to a head too). A joined RIB already attaches the head: a child it attaches among `existing` gets no
    /// second route.
    private mutating func movedRoutes(_ byParent: [String: [Route]], existing: [Route], heads headRoutes: [Route])
        -> [Route]
    {
        var own = headRoutes
        var slot = Dictionary(headRoutes.enumerated().map { ($1.child, $0) }, uniquingKeysWith: { a, _ in a })
        let attached = Set(existing.filter { $0.parent == proposed.id }.map(\.child)).union(joins ? [head] : [])
        children = joins ? [head] : heads
        var read: Set<String> = []
        // A member's parts that navigate are read right after it: their routes move, they stay in its screen.
        func reading(_ member: String) -> [(member: String, next: Int)] {
            withParts(member).filter { read.insert($0).inserted }.reversed().map { ($0, 0) }
        }
        var stack: [(member: String, next: Int)] = children.reversed().flatMap(reading)
        while let (member, next) = stack.last {
            let out = byParent[member] ?? []
            guard next < out.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let route = out[next]
            movedFrom[route.child, default: []].append(member)
            if let index = slot[route.child] {
                own[index].movedFrom.append(member)
                continue
            }
            if attached.contains(route.child) { continue }
            children.append(route.child)
            slot[route.child] = own.count
            own.append(
                Route(
                    parent: proposed.id, child: route.child, builder: route.builder, adapter: route.adapter,
                    via: route.via, movedFrom: [member], presentations: route.presentations,
                    presentationReason: route.presentationReason))
            if isMember.contains(route.child) { stack += reading(route.child) }
        }
        return own
    }

    /// `member`, then the members that are parts of its screen, and theirs, in route order.
    private func withParts(_ member: String) -> [String] {
        var found = [member]
        var index = 0
        while index < found.count {
            let host = found[index]
            index += 1
            for part in memberParts[host] ?? [] where !found.contains(part) { found.append(part) }
        }
        return found
    }

    /// Adapters on moved routes stand between the proposed RIB and the child now; of the head's, the first is
    /// kept for the proposed RIB and the others dropped.
    private mutating func repointAdapters() -> [Adapter] {
        var adapters: [Adapter] = []
        for adapter in before.adapters {
            if isMember.contains(adapter.parent), movedFrom[adapter.child]?.first == adapter.parent {
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
