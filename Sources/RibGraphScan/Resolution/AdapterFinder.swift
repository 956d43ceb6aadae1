/// The catalog's second pass: adapters, the plain classes (no RIBs role, no app entry point) that create or
/// store a builder, and the builder classes that only stand in for another builder
/// (``RIBDefinitionReader/isBuilderAdapter(_:)``). Each builds that builder's RIB for whoever creates the
/// adapter. It needs the RIBs (``RIBFinder``) to know which classes are builders, and which components are a
/// RIB's rather than an adapter's own.
struct AdapterFinder {
    /// A RIB an adapter builds: the RIB, its builder's name, and the adapter's own component, when it hands
    /// the builder one that belongs to no RIB.
    typealias Built = (rib: Int, builder: String, component: ComponentRef?)

    let reader: RIBDefinitionReader
    let found: RIBFinder
    let satisfiers: SatisfierReader

    /// Adapter type id → what it builds, each RIB once in the order its functions then its members name it.
    func adapters() -> [Int: [Built]] {
        let index = reader.index
        var adapters: [Int: [Built]] = [:]
        for id in index.types.indices
        where (reader.role(id) == nil && index.types[id].facts.kind == .class && !reader.isAppEntry(id))
            || reader.isBuilderAdapter(id)
        {
            let built = constructed(by: id) + stored(by: id)
            var seen: Set<Int> = []
            let each = built.filter { seen.insert($0.rib).inserted }
            if !each.isEmpty { adapters[id] = each }
        }
        return adapters
    }

    /// The builders type `id` creates in its functions, with the component it hands each when that is its own.
    private func constructed(by id: Int) -> [Built] {
        let index = reader.index, context = index.context(of: id)
        return index.types[id].functions.flatMap { function in
            function.constructions.compactMap { construction -> Built? in
                guard let builderID = index.resolve(construction.type, from: context),
                    let rib = found.ribOfBuilder[builderID]
                else { return nil }
                var own: ComponentRef?
                if case .component(let ref)? = satisfiers.satisfier(
                    of: construction, in: function, of: id, default: nil),
                    let componentID = ref.id, found.owners[componentID] == nil
                {
                    own = ref
                }
                return (rib, index.shownName(of: builderID), own)
            }
        }
    }

    /// The builders type `id` stores in its properties.
    private func stored(by id: Int) -> [Built] {
        let index = reader.index, context = index.context(of: id)
        return index.types[id].members.compactMap { member in
            guard let type = member.type, let builderID = index.resolve(type.qualified, from: context),
                let rib = found.ribOfBuilder[builderID]
            else { return nil }
            return (rib, index.shownName(of: builderID), nil)
        }
    }
}
