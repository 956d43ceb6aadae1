import RibTrace

/// Finds the Dependency changes between two graphs of RIB types, each once per RIB type: in a scan a RIB type
/// with several parents has one edge per parent (`DependencyEdge.parent`), but its Dependency protocol is
/// one. So for RIB types in both graphs:
///
/// - a Dependency protocol gained or lost, and a property added to or removed from it, is one change per
///   (RIB type, protocol[, property]), whatever the number of parents;
/// - a provider (the satisfying component, or a property's providing component) and a tunnel length are
///   compared per parent the RIB type has in both graphs; all such parents that changed make one change,
///   which names them only when they did not all change alike.
///
/// The edges of a route added or removed come and go with the route; a new or removed RIB type's with it. A
/// moved route's edges are compared across the move (the old parent's edge with the new one's): each property
/// whose providing component changed with it is one change, listed under the move.
struct GraphDependencyChangeFinder {
    let base: Trace, baseTree: RouteGraph, head: Trace, headTree: RouteGraph

    /// One value that changed alike on the parents listed: `under Feed, Finder: A → B`.
    private struct Shift<Value: Equatable> {
        var from: Value, to: Value
        var parents: [String]
    }

    /// The changes found: those listed by kind, and those listed under a move (``TreeDiff/Change/parent`` and
    /// ``TreeDiff/Change/formerParent`` name the move's parents).
    struct Found {
        var regular: [TreeDiff.Change] = []
        var underMoves: [TreeDiff.Change] = []
    }

    /// The components each side's chains join, for tunnel lengths.
    private typealias Forests = (base: ComponentForest, head: ComponentForest)

    /// Every change, RIB types in HEAD's tree order (those in BASE too).
    func changes() -> Found {
        let old = Self.edges(base), new = Self.edges(head)
        let forests = (ComponentForest(base.components), ComponentForest(head.components))
        var found = Found()
        for index in headTree.preorder {
            let rib = head.ribs[index]
            let before = old[rib.id] ?? [], after = new[rib.id] ?? []
            found.regular += Self.unprovided(of: rib, before: before, after: after)
            guard let oldIndex = base.index(ofRIB: rib.id) else { continue }
            let was = baseTree.parents(of: oldIndex).map { base.ribs[$0].id },
                now = headTree.parents(of: index).map { head.ribs[$0].id }
            let moves = GraphChangeFinder.moves(from: was, to: now)
            found.underMoves += moves.flatMap { Self.providersMoved(of: rib, by: $0, before: before, after: after) }
            found.regular += dependencyChanges(
                of: rib, before: before, after: after, kept: Set(was).intersection(now), forests: forests)
        }
        return found
    }

    /// The properties of `rib` that no component provides under some parent in HEAD (`after`) where BASE
    /// (`before`) had a provider under that parent, or no such edge or property: one change per property, naming
    /// the parents, whether the RIB type, the route or the property is new.
    private static func unprovided(of rib: RIB, before: [DependencyEdge], after: [DependencyEdge])
        -> [TreeDiff.Change]
    {
        var parents: [(dependency: String, property: String, parents: [String])] = []
        for edge in after {
            for property in edge.properties where property.providedBy == nil {
                let was = before.first { $0.parent == edge.parent && $0.dependency == edge.dependency }?
                    .properties.first { $0.name == property.name }
                guard was == nil || was?.providedBy != nil else { continue }
                let parent = edge.parent ?? "(no parent)"
                if let index = parents.firstIndex(where: {
                    $0.dependency == edge.dependency && $0.property == property.name
                }) {
                    if !parents[index].parents.contains(parent) { parents[index].parents.append(parent) }
                } else {
                    parents.append((edge.dependency, property.name, [parent]))
                }
            }
        }
        return parents.map { found in
            let under = found.parents == ["(no parent)"] ? "" : " under \(found.parents.joined(separator: ", "))"
            return change(
                rib, .propertyWithoutProvider, found.dependency, found.property,
                "\(found.property) (\(found.dependency)): no provider\(under)")
        }
    }

    /// The properties of `rib` whose providing component changed with `move`: its edge under the old parent
    /// against the one under the new.
    private static func providersMoved(
        of rib: RIB, by move: (from: String, to: String), before: [DependencyEdge], after: [DependencyEdge]
    ) -> [TreeDiff.Change] {
        after.filter { $0.parent == move.to }.flatMap { now -> [TreeDiff.Change] in
            guard let was = before.first(where: { $0.parent == move.from && $0.dependency == now.dependency }) else {
                return []
            }
            return now.properties.compactMap { property in
                guard was.properties.contains(where: { $0.name == property.name }),
                    let from = provider(of: property.name, in: was), let to = provider(of: property.name, in: now),
                    from != to
                else { return nil }
                var change = TreeDiff.Change(
                    kind: .propertyProviderMoved, rib: rib.id, name: rib.name,
                    detail: "\(property.name) (\(now.dependency)): \(from) → \(to)", dependency: now.dependency,
                    property: property.name)
                change.parent = move.to
                change.formerParent = move.from
                return change
            }
        }
    }

    /// The changes to `rib`'s Dependencies, from its edges `before` to those `after`: each Dependency HEAD has,
    /// in its order, added or changed; then each it lost. A Dependency is added or lost only on a route both
    /// sides have (a parent among `kept`, or none): one that comes or goes with a route, as when an unattached
    /// RIB type gains its first parent, is the route's.
    private func dependencyChanges(
        of rib: RIB, before: [DependencyEdge], after: [DependencyEdge], kept: Set<String>, forests: Forests
    ) -> [TreeDiff.Change] {
        var found: [TreeDiff.Change] = []
        let onKeptRoute = { (edge: DependencyEdge) in edge.parent.map(kept.contains) ?? true }
        for dependency in Self.ordered(after.map(\.dependency)) {
            let was = before.filter { $0.dependency == dependency }, now = after.filter { $0.dependency == dependency }
            guard !was.isEmpty else {
                guard now.contains(where: onKeptRoute) else { continue }
                let providers = Self.providers(now) { DependencyChangeFinder.provider($0, in: head) }
                found.append(Self.change(rib, .dependencyAdded, dependency, nil, "\(dependency) from \(providers)"))
                continue
            }
            let pairs = Self.commonParents(was, now)
            let shifts = Self.shifts(pairs) {
                DependencyChangeFinder.provider($0, in: base)
            } now: {
                DependencyChangeFinder.provider($0, in: head)
            }
            if !shifts.isEmpty {
                let detail = "\(dependency): " + Self.describe(shifts, of: pairs.count)
                found.append(Self.change(rib, .providerChanged, dependency, nil, detail))
            }
            found += Self.propertyChanges(of: rib, dependency, was: was, now: now, pairs: pairs, forests: forests)
        }
        for dependency in Self.ordered(before.map(\.dependency))
        where !after.contains(where: { $0.dependency == dependency })
            && before.contains(where: { $0.dependency == dependency && onKeptRoute($0) })
        {
            let providers = Self.providers(before.filter { $0.dependency == dependency }) {
                DependencyChangeFinder.provider($0, in: base)
            }
            found.append(Self.change(rib, .dependencyRemoved, dependency, nil, "\(dependency) from \(providers)"))
        }
        return found
    }

    /// The changes to the properties of `dependency`, which `rib` requires on both sides (edges `was` and
    /// `now`, `pairs` those of the parents both have): added, removed, then each kept one whose provider moved
    /// or whose tunnel grew or shrank.
    private static func propertyChanges(
        of rib: RIB, _ dependency: String, was: [DependencyEdge], now: [DependencyEdge],
        pairs: [(was: DependencyEdge, now: DependencyEdge)], forests: Forests
    ) -> [TreeDiff.Change] {
        let oldNames = ordered(was.flatMap { $0.properties.map(\.name) })
        let newNames = ordered(now.flatMap { $0.properties.map(\.name) })
        func providers(_ name: String, _ edges: [DependencyEdge]) -> String {
            Self.providers(edges.filter { $0.properties.contains { $0.name == name } }) {
                provider(of: name, in: $0) ?? "no provider"
            }
        }
        var found = newNames.filter { !oldNames.contains($0) }.map { name in
            change(rib, .propertyAdded, dependency, name, "\(name) (\(dependency)) from \(providers(name, now))")
        }
        found += oldNames.filter { !newNames.contains($0) }.map { name in
            change(rib, .propertyRemoved, dependency, name, "\(name) (\(dependency)) from \(providers(name, was))")
        }
        for name in newNames where oldNames.contains(name) {
            let holding = pairs.filter { pair in
                pair.was.properties.contains { $0.name == name } && pair.now.properties.contains { $0.name == name }
            }
            let moved = shifts(holding) {
                provider(of: name, in: $0)
            } now: {
                provider(of: name, in: $0)
            }
            let lengths = shifts(holding) {
                forests.base.tunnel(of: name, in: $0)
            } now: {
                forests.head.tunnel(of: name, in: $0)
            }
            if !moved.isEmpty {
                let detail = "\(name) (\(dependency)): " + describe(moved, of: holding.count)
                found.append(change(rib, .propertyProviderMoved, dependency, name, detail))
            } else if !lengths.isEmpty {
                let longer = lengths.allSatisfy { $0.to > $0.from }
                let detail =
                    "\(name) (\(dependency)): passes through " + describe(lengths, of: holding.count) + " components"
                found.append(change(rib, longer ? .tunnelLonger : .tunnelShorter, dependency, name, detail))
            }
        }
        return found
    }

    /// A change of `kind` to `rib`.
    private static func change(
        _ rib: RIB, _ kind: TreeDiff.Kind, _ dependency: String, _ property: String?, _ detail: String
    ) -> TreeDiff.Change {
        TreeDiff.Change(
            kind: kind, rib: rib.id, name: rib.name, detail: detail, dependency: dependency, property: property)
    }

    /// The edges by child id, in trace order.
    private static func edges(_ trace: Trace) -> [String: [DependencyEdge]] {
        var byChild: [String: [DependencyEdge]] = [:]
        for edge in trace.dependencies { byChild[edge.child, default: []].append(edge) }
        return byChild
    }

    /// Each string once, first appearance first.
    private static func ordered(_ strings: [String]) -> [String] {
        var seen = Set<String>()
        return strings.filter { seen.insert($0).inserted }
    }

    /// BASE's and HEAD's edge for each parent both have, in HEAD's order (the first edge of a parent).
    private static func commonParents(_ was: [DependencyEdge], _ now: [DependencyEdge]) -> [(
        was: DependencyEdge, now: DependencyEdge
    )] {
        var seen = Set<String?>()
        return now.compactMap { edge in
            guard seen.insert(edge.parent).inserted, let old = was.first(where: { $0.parent == edge.parent }) else {
                return nil
            }
            return (old, edge)
        }
    }

    /// The parents whose value differs, grouped by (before, after), in order of first appearance; a parent
    /// whose value is unknown (nil) on either side is not compared.
    private static func shifts<Value: Equatable>(
        _ pairs: [(was: DependencyEdge, now: DependencyEdge)], was: (DependencyEdge) -> Value?,
        now: (DependencyEdge) -> Value?
    ) -> [Shift<Value>] {
        var shifts: [Shift<Value>] = []
        for pair in pairs {
            guard let from = was(pair.was), let to = now(pair.now), from != to else { continue }
            let parent = pair.now.parent ?? "(no parent)"
            if let index = shifts.firstIndex(where: { $0.from == from && $0.to == to }) {
                shifts[index].parents.append(parent)
            } else {
                shifts.append(Shift(from: from, to: to, parents: [parent]))
            }
        }
        return shifts
    }

    /// `A → B` when every one of the `compared` parents changed alike, else each group with its parents:
    /// `under Feed: A → B; under Finder: A → C`.
    private static func describe<Value>(_ shifts: [Shift<Value>], of compared: Int) -> String {
        if shifts.count == 1, shifts[0].parents.count == compared { return "\(shifts[0].from) → \(shifts[0].to)" }
        return shifts.map { "under \($0.parents.joined(separator: ", ")): \($0.from) → \($0.to)" }.joined(
            separator: "; ")
    }

    /// What `edges` say about one thing (a provider): the value when they agree, else each value with its
    /// parents: `FeedComponent under Feed, FilmPageComponent under FilmPage`.
    private static func providers(_ edges: [DependencyEdge], _ value: (DependencyEdge) -> String) -> String {
        var groups: [(value: String, parents: [String])] = []
        for edge in edges {
            let text = value(edge), parent = edge.parent ?? "(no parent)"
            if let index = groups.firstIndex(where: { $0.value == text }) {
                if !groups[index].parents.contains(parent) { groups[index].parents.append(parent) }
            } else {
                groups.append((text, [parent]))
            }
        }
        guard groups.count > 1 else { return groups.first?.value ?? "" }
        return groups.map { "\($0.value) under \($0.parents.joined(separator: ", "))" }.joined(separator: ", ")
    }

    /// The component that provides `name` on `edge`: the property's `providedBy`; nil when no component does (a
    /// scan says so by leaving it out), which is never the satisfying component's doing.
    private static func provider(of name: String, in edge: DependencyEdge) -> String? {
        edge.properties.first { $0.name == name }?.providedBy
    }
}

extension ComponentForest {
    /// How many components `name` passes through on `edge` (see ``Tunnel/length``); nil when the chain cannot say.
    fileprivate func tunnel(of name: String, in edge: DependencyEdge) -> Int? {
        guard let provider = edge.properties.first(where: { $0.name == name })?.providedBy else { return nil }
        return passThrough(from: edge.component, to: provider)
    }
}
