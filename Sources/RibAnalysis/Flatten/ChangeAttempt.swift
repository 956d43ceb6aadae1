import RibTrace

/// One candidate tried on the current graph, keeping business state where it is: a wrapper only routes (seed
/// 000), so a child that reads a value its parent's component makes stays under that parent, and the parent
/// keeps routing to it. The change is applied again without those routes until no value would have to be made
/// by the proposed RIB; when nothing is left to move, or an invariant would break, the change is left out.
struct ChangeAttempt {
    /// The result of a change made: the graph after it and what the plan says of it.
    struct Made {
        var trace: Trace
        var change: FlattenChange
    }

    let candidate: FlattenCandidate
    let proposed: RIB
    let invariants: FlattenInvariants

    /// Applies the candidate to `current` (`input` is the graph the candidate was found in): the change made, or
    /// why it is left out.
    func apply(to current: Trace, input: Trace) -> Result<Made, DroppedChange> {
        let head = input.ribs[candidate.head].id
        let heads = candidate.heads.map { input.ribs[$0].id }
        let found = candidate.members.map { input.ribs[$0].id }
        var staying = keptAtFirst(in: current, members: found, heads: heads)
        var members = Self.reachable(from: heads, members: found, staying: staying, in: current)
        while true {
            var application = ChangeApplication(
                before: current, proposed: proposed, heads: heads, members: members,
                staying: Set(staying.map(\.child)))
            let (next, transfers) = application.apply()
            let takeovers = transfers.filter { $0.kind == .takeover }
            // Every value a head would need, each once: BooruViewer's DetailFeed reads the feed MainFeed's component
            // makes, and the one DetailPage's makes.
            let needed = takeovers.filter { application.heads.contains($0.consumer) }.map {
                "\($0.consumer) needs \($0.property) from \($0.provider)"
            }
            if !needed.isEmpty {
                return .failure(
                    dropped(
                        needed.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(
                            separator: "; "), head: head))
            }
            guard takeovers.isEmpty else {
                for takeover in takeovers where !staying.contains(where: { $0.child == takeover.consumer }) {
                    guard let parent = application.movedFrom[takeover.consumer]?.first else { continue }
                    staying.append(
                        KeptRoute(
                            parent: parent, child: takeover.consumer, property: takeover.property,
                            provider: takeover.provider))
                }
                members = Self.reachable(from: application.heads, members: members, staying: staying, in: current)
                continue
            }
            guard application.children.count > 1 else {
                let reasons = staying.filter(\.keepsState).map { "\($0.child) \($0.reason)" }
                return .failure(dropped("nothing left to move: " + reasons.joined(separator: "; "), head: head))
            }
            if let reason = invariants.violation(in: next)
                ?? regression(from: current, to: next, members: members, staying: staying)
            {
                return .failure(dropped(reason, head: head))
            }
            return .success(
                Made(trace: next, change: change(application, transfers, staying, before: current, after: next)))
        }
    }

    private func dropped(_ reason: String, head: String) -> DroppedChange {
        DroppedChange(kind: candidate.kind, head: head, reason: reason)
    }

    /// Why a wrapper's change does not do what it is for, routing taken out of screens: a member still routes
    /// (a reused head to anything, a flow's member to two or more: the routes kept for business state, `staying`,
    /// say why), or the deepest screen that decides is deeper. A navigation's change is for its pushes and is not
    /// held to this.
    private func regression(from current: Trace, to next: Trace, members: [String], staying: [KeptRoute])
        -> String?
    {
        guard candidate.kind != .pushChain else { return nil }
        let graph = FlattenGraph(next)
        let kept = staying.filter(\.keepsState).map { "\($0.child) \($0.reason)" }.joined(separator: "; ")
        // A drill-down member's own children (``ownChildren(in:graph:members:)``) are not what the change is for.
        let own = Set(staying.filter { !$0.keepsState }.map(\.child))
        let still = members.enumerated().filter { offset, member in
            guard let index = next.index(ofRIB: member) else { return false }
            let routes = graph.children[index].filter { !own.contains(next.ribs[$0].id) }
            return routes.count >= (candidate.kind == .reused && offset == 0 ? 1 : 2)
        }.map(\.element)
        if !still.isEmpty {
            return "\(still.joined(separator: ", ")) would still route" + (kept.isEmpty ? "" : " (\(kept))")
        }
        let deepestBefore = FlattenGraph(current).deciding.map(\.depth).max() ?? 0
        let deepestAfter = graph.deciding.map(\.depth).max() ?? 0
        if deepestAfter > deepestBefore {
            return "the deepest screen that decides would go from depth \(deepestBefore) to \(deepestAfter)"
        }
        return nil
    }

    /// In a drill-down of reused screens, the children a member alone attaches (they have one parent) and that
    /// are not members (they do not lead back to the reused screens): part of that screen's own flow, they stay
    /// with it; what moves is the routes among the members and to children several of them, or other RIBs too,
    /// attach.
    private func ownChildren(in trace: Trace, graph: FlattenGraph, members: [String]) -> [KeptRoute] {
        guard !candidate.otherHeads.isEmpty else { return [] }
        return members.compactMap(trace.index(ofRIB:)).flatMap { member in
            graph.children[member].filter { graph.parents[$0] == [member] && !members.contains(trace.ribs[$0].id) }
                .map { KeptRoute(parent: trace.ribs[member].id, child: trace.ribs[$0].id) }
        }
    }

    /// The routes that stay before any is tried: a drill-down member's own children, a module's own children, a
    /// child whose report a member answers with work of its own (MOIT-iOS's MOITDetail toasts what AuthorizePayment
    /// reports), and, under a navigation, what a member presents over its screen (a navigation pushes; MOIT-iOS's
    /// MOITDetail keeps its Share sheet).
    private func keptAtFirst(in trace: Trace, members: [String], heads: [String]) -> [KeptRoute] {
        // One graph for the three: it is built from every route of the trace.
        let graph = FlattenGraph(trace)
        var kept =
            ownChildren(in: trace, graph: graph, members: members)
            + Self.modulesOwnChildren(in: trace, graph: graph, members: members, heads: heads)
        for route in trace.routes where !route.answeredByParent.isEmpty && members.contains(route.parent) {
            guard let parent = trace.index(ofRIB: route.parent), let child = trace.index(ofRIB: route.child),
                graph.children[parent].contains(child), !heads.contains(route.child),
                !kept.contains(where: { $0.parent == route.parent && $0.child == route.child })
            else { continue }
            kept.append(
                KeptRoute(parent: route.parent, child: route.child, answeredByParent: route.answeredByParent))
        }
        guard candidate.role == .navigation else { return kept }
        for member in members.compactMap(trace.index(ofRIB:)) {
            for child in graph.children[member] where !graph.pushes(member, child) && trace.ribs[child].isViewful {
                let route = KeptRoute(parent: trace.ribs[member].id, child: trace.ribs[child].id, presented: true)
                if !kept.contains(where: { $0.parent == route.parent && $0.child == route.child }) {
                    kept.append(route)
                }
            }
        }
        return kept
    }

    /// The children a member attaches that its own module declares with it, when no head is of that module: a
    /// module's RIBs may be internal to it (MOIT-iOS's MOITUsers, in MOITDetailImpl with MOITDetail), so the
    /// proposed RIB, which goes with the heads, could not build them. They stay with the member. An app whose RIBs
    /// share one module, or whose modules the scan does not know, keeps none this way; nor does a drill-down whose
    /// reused screens span the modules (HeatPick's StoryDetail and UserProfile).
    private static func modulesOwnChildren(in trace: Trace, graph: FlattenGraph, members: [String], heads: [String])
        -> [KeptRoute]
    {
        let headModules = Set(heads.compactMap { trace.rib($0)?.module })
        guard !headModules.isEmpty else { return [] }
        return members.compactMap(trace.index(ofRIB:)).flatMap { member -> [KeptRoute] in
            guard let module = trace.ribs[member].module, !headModules.contains(module) else { return [] }
            return graph.children[member].filter { trace.ribs[$0].module == module }.map { child in
                KeptRoute(parent: trace.ribs[member].id, child: trace.ribs[child].id, module: module)
            }
        }
    }

    /// The members still reached from the heads through members' routes that move (a member kept under its parent
    /// takes its own flow with it).
    private static func reachable(from heads: [String], members: [String], staying: [KeptRoute], in trace: Trace)
        -> [String]
    {
        let isMember = Set(members)
        let kept = Set(staying.map(\.child))
        var found = heads
        var index = 0
        while index < found.count {
            let member = found[index]
            index += 1
            for route in trace.routes
            where route.parent == member && isMember.contains(route.child) && !kept.contains(route.child)
                && route.untaken == nil && !found.contains(route.child)
            {
                found.append(route.child)
            }
        }
        return members.filter(found.contains)
    }

    /// The listener call that replaces `route`, a leaf's route to a child: named after both, taking the child's
    /// build arguments.
    private static func request(_ route: MovedRoute, in trace: Trace) -> ListenerCall {
        let leaf = trace.rib(route.from) ?? RIB(id: route.from)
        let child = trace.rib(route.child) ?? RIB(id: route.child)
        return ListenerCall(
            leaf: route.from, child: route.child,
            method: SkeletonRIB.lowercasingFirst(ProposedNames.stem(of: leaf)) + "DidRequest"
                + ProposedNames.stem(of: child),
            arguments: child.buildArguments, declaredIn: route.declaredIn)
    }

    /// The screens `leaf` is a part of, its host first, up to one of `children` (the proposed RIB's): who hands on
    /// what it reports. Empty for a leaf that is one of `children`.
    private static func hosts(of leaf: String, below children: [String], in trace: Trace) -> [String] {
        guard !children.contains(leaf) else { return [] }
        let showing = RouteShowing(trace)
        var hosts: [String] = []
        var current = leaf
        while !children.contains(current),
            let host = trace.routes.first(where: {
                $0.child == current && !hosts.contains($0.parent) && showing.isPart(parent: $0.parent, child: current)
            })?.parent
        {
            hosts.append(host)
            current = host
        }
        return hosts
    }

    /// What the plan says of the change made.
    private func change(
        _ application: ChangeApplication, _ transfers: [PropertyTransfer], _ staying: [KeptRoute], before: Trace,
        after: Trace
    ) -> FlattenChange {
        func route(_ from: String, _ child: String) -> MovedRoute {
            MovedRoute(
                from: from, child: child,
                declaredIn: before.routes.first { $0.parent == from && $0.child == child }?.declaredIn)
        }
        // A child's transfers in the order of the proposed RIB's children: the head's first.
        let order = Dictionary(application.children.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let head = application.head
        let moved = after.routes.filter { $0.parent == proposed.id }.flatMap { moved in
            moved.movedFrom.map { route($0, moved.child) }
        }
        // A member all of whose routes stay (MOIT-iOS's MOITDetail keeps Members, AuthorizePayment and Share) routes
        // as before: it is no leaf.
        let leaves = application.members.filter { member in
            !staying.contains { $0.parent == member && $0.keepsState } && moved.contains { $0.from == member }
        }
        return FlattenChange(
            kind: candidate.kind, proposed: proposed.id, role: application.joins ? .navigation : candidate.role,
            joins: application.joins, head: head,
            entryPoints: application.joins
                ? [] : EntryPoint.all(heads: application.heads.compactMap(before.rib), role: candidate.role),
            parents: application.parents, replaced: application.replaced.map { route($0.parent, $0.child) },
            children: application.children,
            leaves: leaves, moved: moved,
            kept: staying
                + before.routes.filter { application.members.contains($0.parent) && $0.untaken != nil }.map {
                    KeptRoute(parent: $0.parent, child: $0.child, untaken: $0.untaken)
                },
            requests: moved.filter { application.members.contains($0.from) }.map { moved in
                var call = Self.request(moved, in: before)
                call.relayedBy = Self.hosts(of: moved.from, below: application.children, in: before)
                return call
            },
            transfers: transfers.enumerated().sorted { a, b in
                let (x, y) = (order[a.element.consumer] ?? .max, order[b.element.consumer] ?? .max)
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element))
    }
}
