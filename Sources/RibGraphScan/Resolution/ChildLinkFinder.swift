/// The catalog's fifth pass: the children each RIB can attach, and which component satisfies each child's
/// Dependency. A child is found where one of the RIB's types creates its builder (or an adapter, or a needle
/// scope with `parent:`), and where its router stores or is handed a builder (``HeldBuilders``). It needs every
/// pass before it: the RIBs, the adapters without the holders, and the builders components hand down.
struct ChildLinkFinder {
    let reader: RIBDefinitionReader
    let found: RIBFinder
    /// The adapters, holders taken out.
    let adapters: [Int: [AdapterFinder.Built]]
    let held: HeldBuilders
    let handedDown: HandedDownBuilders
    let satisfiers: SatisfierReader
    /// Builders created, or `…Buildable` protocols held, that no scanned builder class answers, in the order found.
    private(set) var diagnostics: [ScanDiagnostic] = []

    /// The children of `rib`, each child through each adapter once: a certain link settles an ambiguous one.
    mutating func links(of rib: RIBDefinition) -> [ChildLink] {
        let fallback: Satisfier = rib.component.map { .component($0) } ?? .passThrough
        var links: [ChildLink] = []
        func add(_ link: ChildLink) {
            if let same = links.firstIndex(where: { $0.child == link.child && $0.adapter == link.adapter }) {
                if links[same].isAmbiguous && !link.isAmbiguous { links[same] = link }
            } else {
                links.append(link)
            }
        }
        let index = reader.index
        let owned = [rib.builder, rib.component?.id, rib.router, rib.interactor].compactMap { $0 }
        for owner in owned {
            let context = index.context(of: owner)
            for function in index.types[owner].functions where !handedDown.isProvidedMember(function, of: owner) {
                for construction in function.constructions {
                    childLinks(of: construction, in: function, of: owner, context: context, fallback: fallback)
                        .forEach(add)
                }
            }
        }
        if let router = rib.router {
            let constructed = Set(
                owned.flatMap { owner in
                    index.types[owner].functions.flatMap(\.constructions).compactMap {
                        index.resolve($0.type, from: index.context(of: owner))
                    }
                })
            storedBuilderLinks(of: router, fallback: fallback, constructed: constructed).forEach(add)
        }
        return links
    }

    /// The children a construction in one of a RIB's types creates. Where its type's name leaves several
    /// candidates that are builders or adapters, a link to each, every one ambiguous.
    private mutating func childLinks(
        of construction: Construction, in function: FunctionFacts, of owner: Int,
        context: DeclarationIndex.Context, fallback: Satisfier
    ) -> [ChildLink] {
        let index = reader.index
        let candidates = index.candidates(construction.type, from: context)
        let building = candidates.filter { found.rib(built: $0) != nil || adapters[$0] != nil }
        guard building.count > 1 else {
            return childLinks(
                of: construction, resolved: building.first ?? index.resolve(construction.type, from: context),
                in: function, of: owner, fallback: fallback)
        }
        return building.flatMap { id in
            childLinks(of: construction, resolved: id, in: function, of: owner, fallback: fallback).map {
                var link = $0
                link.isAmbiguous = true
                return link
            }
        }
    }

    /// The children `construction` creates when its type is `resolved`: a builder's RIB, a needle scope's
    /// (created with `parent:`), or what an adapter builds. A `…Builder` no scanned file declares is reported.
    private mutating func childLinks(
        of construction: Construction, resolved: Int?, in function: FunctionFacts, of owner: Int,
        fallback: Satisfier
    ) -> [ChildLink] {
        let index = reader.index, place = construction.place
        guard let id = resolved else {
            if construction.type.hasSuffix("Builder") {
                diagnostics.append(
                    ScanDiagnostic(
                        kind: .unknownBuilder, place: place,
                        message: "\(index.types[owner].name) creates \(construction.type), "
                            + "which no scanned file declares as a builder class: that child is left out"))
            }
            return []
        }
        let satisfier = satisfiers.satisfier(of: construction, in: function, of: owner, default: fallback) ?? fallback
        if let child = found.ribOfBuilder[id] {
            return [
                ChildLink(
                    child: child, builder: index.shownName(of: id), adapter: nil, satisfier: satisfier, place: place)
            ]
        }
        if let child = found.ribOfScope[id], construction.arguments.first?.label == "parent", id != owner {
            return [ChildLink(child: child, builder: nil, adapter: nil, satisfier: satisfier, place: place)]
        }
        return adapters[id].map { built in
            built.map { entry in
                ChildLink(
                    child: entry.rib, builder: entry.builder, adapter: index.shownName(of: id),
                    satisfier: entry.component.map { .component($0) } ?? satisfier, place: place)
            }
        } ?? []
    }

    /// Builders a router stores or takes in its initializer, by type: a builder class, a `…Buildable`
    /// protocol resolved to the builder (or adapter) classes conforming to it, or a holder's builders. Where a
    /// protocol has several conformers and the RIB's own types create some of them (`constructed`), the
    /// router holds what they create, not a copy of the builder in a module they do not use.
    private mutating func storedBuilderLinks(of router: Int, fallback: Satisfier, constructed: Set<Int>) -> [ChildLink]
    {
        let index = reader.index
        let context = index.context(of: router)
        var links: [ChildLink] = []
        var reported: Set<String> = []
        var passed: Set<Int> = []
        for (type, place) in held.slots(of: router) {
            var targets = held.held(type, from: context, place: place, depth: 0, holders: &passed)
            let made = targets.filter { constructed.contains($0.id) }
            if targets.count > made.count, !made.isEmpty { targets = made }
            if type.base.hasSuffix("Buildable"), type.base != "Buildable", targets.isEmpty,
                reported.insert(type.base).inserted
            {
                diagnostics.append(
                    ScanDiagnostic(
                        kind: .unknownBuilder, place: place,
                        message: "\(index.types[router].name) holds a \(type.base), but no "
                            + "scanned builder class conforms to it: that child is left out"))
            }
            links += targets.flatMap { self.links(toHeld: $0, fallback: fallback) }
        }
        return links
    }

    /// The links a builder or adapter a router holds stands for.
    private func links(toHeld found: HeldBuilders.Held, fallback: Satisfier) -> [ChildLink] {
        let index = reader.index, target = found.id
        if let child = self.found.ribOfBuilder[target] {
            let handed = handedDown.satisfiers[target]
            return [
                ChildLink(
                    child: child, builder: index.shownName(of: target), adapter: nil, satisfier: handed ?? fallback,
                    place: found.place, isHandedDown: handed != nil, isAmbiguous: found.isAmbiguous)
            ]
        }
        return adapters[target].map { built in
            built.map {
                ChildLink(
                    child: $0.rib, builder: $0.builder, adapter: index.shownName(of: target),
                    satisfier: $0.component.map { .component($0) } ?? fallback, place: found.place,
                    isAmbiguous: found.isAmbiguous)
            }
        } ?? []
    }
}
