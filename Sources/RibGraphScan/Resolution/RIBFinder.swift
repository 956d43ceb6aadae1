/// The catalog's first pass: the RIBs themselves, before anything links them. A RIB per builder class (an
/// adapter standing in for another builder is none), else, in a needle app without RIBs builders, per scope;
/// then which RIBs each type belongs to.
struct RIBFinder {
    private(set) var ribs: [RIBDefinition] = []
    /// Builder type id → its RIB.
    private(set) var ribOfBuilder: [Int: Int] = [:]
    /// Needle scope (component) type id → its RIB.
    private(set) var ribOfScope: [Int: Int] = [:]
    /// Type id → the RIBs it belongs to (its builder, component, router or interactor).
    private(set) var owners: [Int: [Int]] = [:]

    /// Finds the RIBs among the types `reader` reads.
    init(reader: RIBDefinitionReader) {
        let index = reader.index
        for id in index.types.indices {
            if let rib = reader.builderRIB(id) {
                ribOfBuilder[id] = ribs.count
                ribs.append(rib)
            }
        }
        let builderComponents = Set(ribs.compactMap { $0.component?.id })
        let parentArgumentTargets = reader.parentConstructedComponents()
        // With builders, needle components that no builder creates are the DI scaffolding (an app's
        // BootstrapComponent), not RIBs: only a needle app without RIBs builders has scopes for RIBs.
        let needleOnly = ribs.isEmpty
        for id in index.types.indices where needleOnly && !builderComponents.contains(id) {
            guard let rib = reader.scopeRIB(id, parentConstructed: parentArgumentTargets.contains(id)) else { continue }
            ribOfScope[id] = ribs.count
            ribs.append(rib)
        }
        for (number, rib) in ribs.enumerated() {
            for id in [rib.builder, rib.component?.id, rib.router, rib.interactor].compactMap({ $0 }) {
                owners[id, default: []].append(number)
            }
        }
    }

    /// The RIB that type `id` builds as a builder class or a needle scope.
    func rib(built id: Int) -> Int? {
        ribOfBuilder[id] ?? ribOfScope[id]
    }
}
