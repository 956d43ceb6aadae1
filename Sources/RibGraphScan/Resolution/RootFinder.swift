/// The catalog's sixth pass: the roots. A builder created outside every RIB (an app delegate, a scene
/// delegate, an adapter) is handed a component that satisfies that root's Dependency; a RIB an app's entry
/// point builds (`RootBuilder(dependency: AppComponent())` in an app delegate) is a launch root, whatever its
/// router's class. It needs the RIBs and the types they own (``RIBFinder``).
struct RootFinder {
    /// Root RIB → the component handed to it where it is created outside any RIB.
    private(set) var satisfiers: [Int: ComponentRef] = [:]
    /// The RIBs an app's entry point builds, in the order found.
    private(set) var launches: [Int] = []

    /// Finds them among the types `reader` reads.
    init(reader: RIBDefinitionReader, found: RIBFinder, satisfiers reading: SatisfierReader) {
        let index = reader.index
        for id in index.types.indices where found.owners[id] == nil {
            let context = index.context(of: id)
            for function in index.types[id].functions {
                for construction in function.constructions {
                    guard let target = index.resolve(construction.type, from: context),
                        let rib = found.ribOfBuilder[target], satisfiers[rib] == nil,
                        case .component(let ref)? = reading.satisfier(
                            of: construction, in: function, of: id, default: nil)
                    else { continue }
                    satisfiers[rib] = ref
                }
            }
        }
        for id in index.types.indices where reader.isAppEntry(id) {
            let context = index.context(of: id)
            for construction in index.types[id].functions.flatMap(\.constructions) {
                guard let target = index.resolve(construction.type, from: context), let rib = found.rib(built: target)
                else { continue }
                launches.append(rib)
            }
        }
    }
}
