import RibTrace

/// The builders a router is given by type, in what it stores or takes in its initializer: a builder class; the
/// builders and adapters conforming to a protocol (`OffGameBuildable`); and through a holder, a plain class or a
/// protocol no builder conforms to whose properties hold builders (a "router dependency", a bundle of
/// `HasXBuilder` protocols), possibly nested, the builders it holds. The catalog's third pass asks it which
/// adapters are really holders; the child links ask it again once those are gone.
struct HeldBuilders {
    let reader: RIBDefinitionReader
    let ribOfBuilder: [Int: Int]
    /// The adapters known (``AdapterFinder``).
    let adapters: [Int: [AdapterFinder.Built]]

    /// A builder (or adapter) a router is given, where, and whether its name left another candidate.
    struct Held {
        var id: Int
        var place: SourceLocation
        var isAmbiguous = false
    }

    /// How many holders deep a builder is looked for: a holder's holder's holder.
    private static let maxHolderDepth = 3

    /// The plain classes that `routers` read their children's builders from: they hand builders over, so they
    /// are no adapters, though they create or store builders.
    func holders(of routers: [Int]) -> Set<Int> {
        var found: Set<Int> = []
        for router in routers {
            for (type, place) in slots(of: router) {
                _ = held(type, from: reader.index.context(of: router), place: place, depth: 0, holders: &found)
            }
        }
        return found
    }

    /// What a router stores or takes in its initializer, by type, with the place.
    func slots(of router: Int) -> [(TypeName, SourceLocation)] {
        let declared = reader.index.types[router]
        var typed: [(TypeName, SourceLocation)] = declared.members.compactMap { member in
            member.type.map { ($0, member.place) }
        }
        for function in declared.functions where function.name == "init" {
            typed += function.parameters.map { ($0.type, function.place) }
        }
        return typed
    }

    /// The builder (or adapter) classes a value of `type` gives a router, each with the place it is stored,
    /// `depth` holders down. `holders` collects the plain classes passed through. Where the type's name leaves
    /// several candidates (``DeclarationIndex/candidates(_:from:)``) and more than one of them gives builders,
    /// every builder found is ambiguous.
    func held(
        _ type: TypeName, from context: DeclarationIndex.Context, place: SourceLocation, depth: Int,
        holders: inout Set<Int>
    ) -> [Held] {
        var each: [[Held]] = []
        for id in reader.index.candidates(type.qualified, from: context) {
            let found = held(id, type: type, place: place, depth: depth, holders: &holders)
            if !found.isEmpty { each.append(found) }
        }
        guard each.count > 1 else { return each.first ?? [] }
        return each.flatMap { $0.map { Held(id: $0.id, place: $0.place, isAmbiguous: true) } }
    }

    /// ``held(_:from:place:depth:holders:)`` for one declared type `id`.
    private func held(
        _ id: Int, type: TypeName, place: SourceLocation, depth: Int, holders: inout Set<Int>
    ) -> [Held] {
        let declared = reader.index.types[id]
        if declared.facts.kind == .composition {
            // `typealias HomeBuilders = HasEventBuilder & HasSoonBuilder`: each part on its own.
            return declared.facts.inherited.flatMap { part in
                held(part, from: reader.index.context(of: id), place: place, depth: depth, holders: &holders)
            }
        }
        if declared.facts.kind.isProtocolLike {
            return heldThroughProtocol(id, type: type, place: place, depth: depth, holders: &holders)
        }
        if ribOfBuilder[id] != nil { return [Held(id: id, place: place)] }
        guard reader.role(id) == nil, declared.facts.kind == .class || declared.facts.kind == .struct else { return [] }
        if looksLikeAdapter(id) { return adapters[id] != nil ? [Held(id: id, place: place)] : [] }
        guard depth < Self.maxHolderDepth else { return [] }
        let found = declared.members.flatMap { member in
            member.type.map {
                held($0, from: reader.index.context(of: id), place: member.place, depth: depth + 1, holders: &holders)
            } ?? []
        }
        if !found.isEmpty { holders.insert(id) }
        return found
    }

    /// ``held(_:from:place:depth:holders:)`` for protocol `id`: the builders and adapters conforming to it,
    /// else what its requirements hold (its plain conformers are then holders).
    private func heldThroughProtocol(
        _ id: Int, type: TypeName, place: SourceLocation, depth: Int, holders: inout Set<Int>
    ) -> [Held] {
        let conformers = reader.index.conformers(ofProtocol: id)
        let built = conformers.filter { ribOfBuilder[$0] != nil || (adapters[$0] != nil && looksLikeAdapter($0)) }
        if !built.isEmpty { return built.map { Held(id: $0, place: place) } }
        // A router's own interactor or routing protocol leads back into the RIB, not to a holder.
        guard depth < Self.maxHolderDepth, !type.base.hasSuffix("Buildable"),
            !conformers.contains(where: isRouterOrInteractor)
        else { return [] }
        let found = reader.roles.requirements(of: id).flatMap { member in
            member.type.map {
                held($0, from: reader.index.context(of: id), place: member.place, depth: depth + 1, holders: &holders)
            } ?? []
        }
        if !found.isEmpty {
            for conformer in conformers where reader.role(conformer) == nil && !looksLikeAdapter(conformer) {
                holders.insert(conformer)
            }
        }
        return found
    }

    private func isRouterOrInteractor(_ id: Int) -> Bool {
        switch reader.role(id) {
        case .router?, .interactor?: true
        default: false
        }
    }

    /// An adapter stands in for a builder: it conforms to a `…Buildable` protocol or has a `build…` function,
    /// where a holder only hands builders over.
    private func looksLikeAdapter(_ id: Int) -> Bool {
        reader.index.types[id].conformances.contains { $0.base.hasSuffix("Buildable") }
            || reader.index.types[id].functions.contains { $0.name.hasPrefix("build") && $0.returnType != nil }
    }
}
