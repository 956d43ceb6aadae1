import RibTrace

/// Finds what changed between two graphs of RIB types (two scans of the sources), each change once: RIB
/// types added and removed, routes added and removed, routes moved, and RIB types turned viewful or
/// viewless, and RIB types whose `build` takes other arguments (which changes every caller). RIB types are
/// matched by id (BASE already carries HEAD's ids, ``RIBMatching``), routes by (parent, child).
///
/// A route is a change of its own: a new RIB type's routes are listed beside it ("under X"), a removed one's
/// too ("was under X"). For a RIB type in both graphs, a parent it gained is "now also under X" and a parent
/// it lost "no longer under X"; a parent lost and another gained in the same change is one move (`P1 → P2`),
/// paired in route order, and the two routes are not listed again.
struct GraphChangeFinder {
    let base: Trace, baseTree: RouteGraph, head: Trace, headTree: RouteGraph
    private let baseShowing: RouteShowing, headShowing: RouteShowing

    init(base: Trace, baseTree: RouteGraph, head: Trace, headTree: RouteGraph) {
        self.base = base
        self.baseTree = baseTree
        self.head = head
        self.headTree = headTree
        baseShowing = RouteShowing(base)
        headShowing = RouteShowing(head)
    }

    func changes() -> [TreeDiff.Change] {
        var found: [TreeDiff.Change] = []
        let declaredInBase = Self.places(base), declaredInHead = Self.places(head)
        func route(_ kind: TreeDiff.Kind, _ child: RIB, parent: String, _ detail: String) -> TreeDiff.Change {
            let places = kind == .routeAdded ? declaredInHead : declaredInBase
            let place = places[TreeEdgeKey(parent: parent, child: child.id)]
            var change = TreeDiff.Change(
                kind: kind, rib: child.id, name: child.name, detail: detail + (place.map { " (\($0))" } ?? ""))
            if kind == .routeAdded { change.parent = parent } else { change.formerParent = parent }
            return change
        }
        for index in headTree.preorder {
            let rib = head.ribs[index]
            let now = headTree.parents(of: index).map { head.ribs[$0].id }
            guard let old = base.index(ofRIB: rib.id) else {
                found.append(.init(kind: .added, rib: rib.id, name: rib.name, detail: Self.kind(of: rib)))
                found += now.map { route(.routeAdded, rib, parent: $0, "under \($0)") }
                continue
            }
            let was = baseTree.parents(of: old).map { base.ribs[$0].id }
            let gone = was.filter { !now.contains($0) }, new = now.filter { !was.contains($0) }
            let moves = min(gone.count, new.count)
            if let detail = Self.buildChange(from: base.ribs[old], to: rib) {
                found.append(.init(kind: .buildChanged, rib: rib.id, name: rib.name, detail: detail))
            }
            for (from, to) in Self.moves(from: was, to: now) {
                var change = TreeDiff.Change(kind: .moved, rib: rib.id, name: rib.name, detail: "\(from) → \(to)")
                change.parent = to
                change.formerParent = from
                found.append(change)
            }
            for parent in new.dropFirst(moves) {
                var change = route(
                    .routeAdded, rib, parent: parent, now.count > 1 ? "now also under \(parent)" : "now under \(parent)"
                )
                change.detail += contract(of: rib.id, under: parent).map { "; \($0)" } ?? ""
                found.append(change)
            }
            for parent in gone.dropFirst(moves) {
                found.append(route(.routeRemoved, rib, parent: parent, "no longer under \(parent)"))
            }
            found += presentationChanges(of: rib, under: now.filter(was.contains))
            if base.ribs[old].isViewful != rib.isViewful {
                found.append(
                    .init(
                        kind: .viewChanged, rib: rib.id, name: rib.name,
                        detail: rib.isViewful ? "viewless → viewful" : "viewful → viewless"))
            }
        }
        for index in baseTree.preorder where head.index(ofRIB: base.ribs[index].id) == nil {
            let rib = base.ribs[index]
            found.append(.init(kind: .removed, rib: rib.id, name: rib.name, detail: "was " + Self.kind(of: rib)))
            found += baseTree.parents(of: index).map {
                route(.routeRemoved, rib, parent: base.ribs[$0].id, "was under \(base.ribs[$0].id)")
            }
        }
        return found
    }

    /// What a new parent's route asks of it, from HEAD's Dependency edge of the route: the component that
    /// satisfies the child's Dependency there and who provides each property (`MainPageComponent satisfies
    /// ShakeDependency (action: no provider, logger: RootComponent)`); nil when HEAD has no such edge.
    private func contract(of child: String, under parent: String) -> String? {
        let edges = head.dependencies.filter { $0.child == child && $0.parent == parent }
        guard !edges.isEmpty else { return nil }
        return edges.map { edge in
            let properties = edge.properties.map { "\($0.name): \($0.providedBy ?? "no provider")" }
            return "\(edge.component) satisfies \(edge.dependency)"
                + (properties.isEmpty ? "" : " (\(properties.joined(separator: ", ")))")
        }.joined(separator: "; ")
    }

    /// The routes from each of `parents` to `rib`, in both graphs, whose parent shows it another way: "present →
    /// push under Root". A side that does not say how (an older scan), or says only that the scan did not
    /// recognise the way (`unknown`), changes nothing: that is the scan's blind spot, not the app's change.
    private func presentationChanges(of rib: RIB, under parents: [String]) -> [TreeDiff.Change] {
        parents.compactMap { parent in
            let was = baseShowing.presentations(parent: parent, child: rib.id).filter { $0 != .unknown }
            let now = headShowing.presentations(parent: parent, child: rib.id).filter { $0 != .unknown }
            guard !was.isEmpty, !now.isEmpty, Set(was) != Set(now) else { return nil }
            let words = { (shown: [Presentation]) in shown.map(\.rawValue).joined(separator: " and ") }
            var change = TreeDiff.Change(
                kind: .presentationChanged, rib: rib.id, name: rib.name,
                detail: "\(words(was)) → \(words(now)) under \(parent)")
            change.parent = parent
            return change
        }
    }

    /// The routes of a RIB type in both graphs that moved: each parent it lost paired, in route order, with one
    /// it gained.
    static func moves(from was: [String], to now: [String]) -> [(from: String, to: String)] {
        Array(zip(was.filter { !now.contains($0) }, now.filter { !was.contains($0) }))
    }

    /// What changed in how `old`'s builder is built, now `new`'s, or nil: the ``buildChange(from:to:)`` of its
    /// one `build`; where either side has several overloads, each overload added or removed (`build overload
    /// added: build(routineID: Int)`), joined by `; `.
    static func buildChange(from old: RIB, to new: RIB) -> String? {
        guard old.buildOverloads.count > 1 || new.buildOverloads.count > 1 else {
            return buildChange(from: old.buildArguments, to: new.buildArguments)
        }
        let overloads = { (rib: RIB) in
            rib.buildOverloads.isEmpty ? ["(\(rib.buildArguments.joined(separator: ", ")))"] : rib.buildOverloads
        }
        let before = overloads(old), after = overloads(new)
        let parts =
            after.filter { !before.contains($0) }.map { "build overload added: build\($0)" }
            + before.filter { !after.contains($0) }.map { "build overload removed: build\($0)" }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// What changed in the arguments `build` takes besides the listener (`name: Type`), or nil: "build now
    /// also takes routineID: Int", "build no longer takes …", "build takes id: Int (was id: String)", joined
    /// by `; `.
    static func buildChange(from old: [String], to new: [String]) -> String? {
        let label = { (argument: String) in String(argument.prefix { $0 != ":" }) }
        let oldLabels = old.map(label), newLabels = new.map(label)
        var parts: [String] = []
        let added = new.filter { !oldLabels.contains(label($0)) }
        let removed = old.filter { !newLabels.contains(label($0)) }
        let retyped = new.compactMap { argument in
            old.first { label($0) == label(argument) && $0 != argument }.map { "takes \(argument) (was \($0))" }
        }
        if !added.isEmpty { parts.append("build now also takes " + added.joined(separator: ", ")) }
        if !removed.isEmpty { parts.append("build no longer takes " + removed.joined(separator: ", ")) }
        parts += retyped.map { "build " + $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// `viewful RIB type`, `viewless RIB type`.
    private static func kind(of rib: RIB) -> String { "\(rib.isViewful ? "viewful" : "viewless") RIB type" }

    /// Where each route is declared, by (parent, child).
    private static func places(_ trace: Trace) -> [TreeEdgeKey: String] {
        var places: [TreeEdgeKey: String] = [:]
        for route in trace.routes {
            if let place = route.declaredIn, places[TreeEdgeKey(parent: route.parent, child: route.child)] == nil {
                places[TreeEdgeKey(parent: route.parent, child: route.child)] = place
            }
        }
        return places
    }
}
