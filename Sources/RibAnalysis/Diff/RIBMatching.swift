import RibTrace

/// Which RIB type of BASE is which of HEAD, for two scans of the sources, and BASE rewritten with HEAD's ids
/// so that the diff compares like with like.
///
/// A scan's id is a type's name, or `Module.Name` where another module declares the same name: a type that
/// gains a twin elsewhere changes its id, not its identity. So RIB types are matched by module and name
/// first, then by id, then by a name only one RIB type on each side still has. What is left unmatched on both
/// sides may be one type renamed: a BASE type and a HEAD type with the same parents, the same children and
/// the same Dependency properties, and no other candidate on either side, are one rename (never a likeness of
/// names alone). A rename carries its types' names (builder, router, interactor, component, Dependency) over
/// too, so that its children's providers and its own Dependency edges do not read as changes.
struct RIBMatching {
    /// A BASE RIB type that HEAD declares under another name.
    struct Rename: Equatable {
        var from: RIB
        var to: RIB
    }

    /// BASE with every matched RIB type under its HEAD id (and renamed types under their HEAD names).
    let aligned: Trace
    /// The renames, in HEAD's order.
    let renames: [Rename]

    /// Matches `base`'s RIB types with `head`'s; traces other than two scans keep their ids.
    init(base: Trace, head: Trace) {
        guard base.origin == .source, head.origin == .source else {
            (aligned, renames) = (base, [])
            return
        }
        var matched: [String: String] = [:]
        var taken: Set<String> = []
        func match(_ old: RIB, _ new: RIB) {
            matched[old.id] = new.id
            taken.insert(new.id)
        }
        let moduleKey = { (rib: RIB) in rib.module.map { "\($0)\u{0}\(rib.name)" } }
        let headByModule = Self.unique(head.ribs, moduleKey), baseByModule = Self.unique(base.ribs, moduleKey)
        for rib in base.ribs {
            guard let key = moduleKey(rib), baseByModule[key] != nil, let new = headByModule[key] else { continue }
            match(rib, new)
        }
        for rib in base.ribs where matched[rib.id] == nil {
            if let new = head.rib(rib.id), !taken.contains(new.id) { match(rib, new) }
        }
        let baseByName = Self.unique(base.ribs.filter { matched[$0.id] == nil }) { $0.name },
            headByName = Self.unique(head.ribs.filter { !taken.contains($0.id) }) { $0.name }
        for rib in base.ribs where matched[rib.id] == nil && baseByName[rib.name] != nil {
            if let new = headByName[rib.name] { match(rib, new) }
        }
        let oldShape = Shape(base), newShape = Shape(head)
        var renames = Self.renamedByContent(base, head, matched: matched, shapes: (oldShape, newShape))
        for rename in renames { match(rename.from, rename.to) }
        // A renamed child lets its parent's children match: repeat until no rename is found.
        while true {
            let oldLeft = base.ribs.filter { matched[$0.id] == nil },
                newLeft = head.ribs.filter { !taken.contains($0.id) }
            var found = false
            for old in oldLeft where matched[old.id] == nil {
                let mapped = oldShape.signature(of: old.id) { matched[$0] ?? "\u{0}\($0)" }
                guard !mapped.isEmpty else { continue }
                let candidates = newLeft.filter {
                    !taken.contains($0.id) && newShape.signature(of: $0.id) { $0 } == mapped
                }
                guard candidates.count == 1, let new = candidates.first,
                    oldLeft.filter({ other in
                        matched[other.id] == nil
                            && oldShape.signature(of: other.id) { matched[$0] ?? "\u{0}\($0)" }
                                == mapped
                    }).count == 1
                else { continue }
                match(old, new)
                renames.append(Rename(from: old, to: new))
                found = true
            }
            if !found { break }
        }
        let order = Dictionary(head.ribs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.renames = renames.sorted { order[$0.to.id]! < order[$1.to.id]! }
        // An unmatched BASE type whose id HEAD gives to another type keeps its id apart from it.
        for rib in base.ribs where matched[rib.id] == nil && taken.contains(rib.id) {
            matched[rib.id] = "\(rib.id) (base)"
        }
        aligned = Self.rewrite(base, ids: matched, renames: renames, head: head)
    }

    /// The types renamed with their builder, router, interactor, component and Dependency, whatever their files:
    /// a BASE type and a HEAD type left unmatched (by `matched`) whose parts say the same but for the name (the
    /// scan's fingerprint, which no other type on either side has), where no parent either side kept says
    /// otherwise.
    private static func renamedByContent(
        _ base: Trace, _ head: Trace, matched: [String: String], shapes: (old: Shape, new: Shape)
    ) -> [Rename] {
        let taken = Set(matched.values)
        let oldPrints = unique(base.ribs.filter { matched[$0.id] == nil }) { $0.fingerprint },
            newPrints = unique(head.ribs.filter { !taken.contains($0.id) }) { $0.fingerprint }
        return base.ribs.compactMap { old in
            guard matched[old.id] == nil, let print = old.fingerprint, oldPrints[print] != nil,
                let new = newPrints[print],
                shapes.old.keptParents(of: old.id, matched) == shapes.new.keptParents(of: new.id, taken)
            else { return nil }
            return Rename(from: old, to: new)
        }
    }

    /// The RIBs by `key`, for the keys exactly one RIB has.
    private static func unique(_ ribs: [RIB], _ key: (RIB) -> String?) -> [String: RIB] {
        var found: [String: RIB] = [:], repeated: Set<String> = []
        for rib in ribs {
            guard let key = key(rib) else { continue }
            if found.updateValue(rib, forKey: key) != nil { repeated.insert(key) }
        }
        for key in repeated { found[key] = nil }
        return found
    }

    /// What a rename keeps: a RIB type's parents, children and Dependency properties.
    private struct Shape {
        var parents: [String: Set<String>] = [:]
        var children: [String: Set<String>] = [:]
        var properties: [String: Set<String>] = [:]

        init(_ trace: Trace) {
            for route in trace.routes {
                parents[route.child, default: []].insert(route.parent)
                children[route.parent, default: []].insert(route.child)
            }
            for edge in trace.dependencies {
                properties[edge.child, default: []].formUnion(edge.properties.map(\.name))
            }
        }

        /// The parents of `rib` that the other side has too (their HEAD ids): through `ids`, BASE's matched ids;
        /// for HEAD, `kept`, the ids BASE's types were matched with.
        func keptParents(of rib: String, _ ids: [String: String]) -> Set<String> {
            Set((parents[rib] ?? []).compactMap { ids[$0] })
        }

        func keptParents(of rib: String, _ kept: Set<String>) -> Set<String> {
            (parents[rib] ?? []).intersection(kept)
        }

        /// Sorted lines naming the parents and children (their ids as `id` maps them) and the properties;
        /// empty when the type has no parent and no child, which leaves nothing to recognise it by.
        func signature(of rib: String, _ id: (String) -> String) -> [String] {
            let parents = (parents[rib] ?? []).map { "parent \(id($0))" },
                children = (children[rib] ?? []).map { "child \(id($0))" }
            guard !parents.isEmpty || !children.isEmpty else { return [] }
            return (parents + children + (properties[rib] ?? []).map { "property \($0)" }).sorted()
        }
    }

    /// `trace` with RIB ids replaced by `ids`, each renamed type's names by its new ones, and each type name
    /// `head` writes with a module it did not have, or without the one it had, as `head` writes it.
    private static func rewrite(_ trace: Trace, ids: [String: String], renames: [Rename], head: Trace) -> Trace {
        let names = typeNames(renames).merging(qualifications(from: trace, to: head)) { renamed, _ in renamed }
        let renamed = Dictionary(renames.map { ($0.from.id, $0.to) }, uniquingKeysWith: { first, _ in first })
        let id = { (old: String) in ids[old] ?? old }
        let name = { (old: String) in names[old] ?? old }
        let ribs = trace.ribs.map { rib in
            var rib = rib
            if let new = renamed[rib.id] {
                rib.name = new.name
                rib.builder = rib.builder.map(name)
                rib.router = rib.router.map(name)
                rib.interactor = rib.interactor.map(name)
                rib.component = rib.component.map(name)
                rib.dependency = rib.dependency.map(name)
                rib.view = rib.view.map(name)
            }
            rib.id = id(rib.id)
            return rib
        }
        let routes = trace.routes.map { route in
            var route = route
            route.parent = id(route.parent)
            route.child = id(route.child)
            route.builder = route.builder.map(name)
            return route
        }
        let dependencies = trace.dependencies.map { rewrite($0, id: id, name: name) }
        return Trace(
            app: trace.app, origin: trace.origin, ribs: ribs, routes: routes, events: trace.events,
            dependencies: dependencies,
            components: trace.components.map {
                ComponentLink(component: name($0.component), parent: $0.parent.map(name))
            },
            adapters: trace.adapters.map {
                Adapter(name: $0.name, parent: id($0.parent), child: id($0.child), component: $0.component)
            },
            listeners: trace.listeners.map { Listener(child: id($0.child), listener: name($0.listener)) },
            droppedEvents: trace.droppedEvents, leaks: trace.leaks)
    }

    /// The type names `base` writes that `head` writes with a module prefix, or without one, and no other way: a
    /// scan writes `Module.Name` where two modules declare `Name`, so a twin appearing elsewhere changes how a
    /// Dependency or a component is written, not what it is.
    private static func qualifications(from base: Trace, to head: Trace) -> [String: String] {
        let old = typeNames(in: base), new = typeNames(in: head)
        let bare = { (name: String) -> String? in
            name.firstIndex(of: ".").map { String(name[name.index(after: $0)...]) }
        }
        var byBare: [String: [String]] = [:]
        for name in new.subtracting(old) { byBare[bare(name) ?? name, default: []].append(name) }
        // Of a new twin's and the old type's, the old one's module is the one BASE knows.
        let known = Set(base.ribs.compactMap(\.module))
        var found: [String: String] = [:]
        for name in old.subtracting(new) {
            let candidates = byBare[name] ?? []
            let kept =
                candidates.count == 1
                ? candidates : candidates.filter { known.contains(String($0.prefix { $0 != "." })) }
            if kept.count == 1 {
                found[name] = kept[0]
            } else if let plain = bare(name), new.contains(plain), !old.contains(plain) {
                found[name] = plain
            }
        }
        return found
    }

    /// Every type name `trace` writes: its RIBs' parts, its Dependency edges' protocols and components, the
    /// components their properties come from and pass through, and the component chain.
    private static func typeNames(in trace: Trace) -> Set<String> {
        var names: Set<String> = []
        for rib in trace.ribs {
            names.formUnion([rib.builder, rib.router, rib.interactor, rib.component, rib.dependency].compactMap { $0 })
        }
        for edge in trace.dependencies {
            names.formUnion([edge.dependency, edge.component])
            for property in edge.properties {
                names.formUnion([property.providedBy].compactMap { $0 } + property.via.map(\.component))
            }
        }
        for link in trace.components { names.formUnion([link.component] + [link.parent].compactMap { $0 }) }
        return names
    }

    /// Each type name a rename changes (builder, router, interactor, component, Dependency, view), old to new.
    private static func typeNames(_ renames: [Rename]) -> [String: String] {
        var names: [String: String] = [:]
        for rename in renames {
            let pairs: [(String?, String?)] = [
                (rename.from.builder, rename.to.builder), (rename.from.router, rename.to.router),
                (rename.from.interactor, rename.to.interactor), (rename.from.component, rename.to.component),
                (rename.from.dependency, rename.to.dependency), (rename.from.view, rename.to.view),
            ]
            for case (let old?, let new?) in pairs where old != new { names[old] = new }
        }
        return names
    }

    /// `edge` with its RIB ids through `id` and its type names through `name`.
    private static func rewrite(
        _ edge: DependencyEdge, id: (String) -> String, name: (String) -> String
    ) -> DependencyEdge {
        var edge = edge
        edge.child = id(edge.child)
        edge.parent = edge.parent.map(id)
        edge.provider = edge.provider.map(id)
        edge.dependency = name(edge.dependency)
        edge.component = name(edge.component)
        edge.properties = edge.properties.map { property in
            var property = property
            property.providedBy = property.providedBy.map(name)
            property.via = property.via.map { ProvenanceHop(component: name($0.component), name: $0.name, at: $0.at) }
            return property
        }
        return edge
    }
}
