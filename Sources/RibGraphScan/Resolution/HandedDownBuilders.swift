/// The catalog's fourth pass: builders a component creates in a member some Dependency requires
/// (`var loggedInBuilder: LoggedInBuildable { LoggedInBuilder { LoggedInComponent(parent: self) } }`). Such
/// a builder is handed down to descendants: it counts as a child only where a router stores it, and the
/// component that creates it satisfies it. It needs the RIBs' builders (``RIBFinder``).
struct HandedDownBuilders {
    let reader: RIBDefinitionReader
    /// Names some Dependency protocol requires: a component member of such a name is provided to descendants.
    let providedNames: Set<String>
    /// Builder id → the component that creates it in a member provided to descendants.
    private(set) var satisfiers: [Int: Satisfier] = [:]

    /// Finds them among the components `reader` reads.
    init(reader: RIBDefinitionReader, ribOfBuilder: [Int: Int], satisfiers reading: SatisfierReader) {
        self.reader = reader
        let index = reader.index
        var names: Set<String> = []
        for id in index.types.indices where reader.roles.isDependencyProtocol(id) {
            for member in index.types[id].facts.members { names.insert(member.name) }
        }
        providedNames = names
        for id in index.types.indices where reader.isComponent(id) {
            let context = index.context(of: id)
            for function in index.types[id].functions where isProvidedMember(function, of: id) {
                for construction in function.constructions {
                    guard let builder = index.resolve(construction.type, from: context), ribOfBuilder[builder] != nil,
                        satisfiers[builder] == nil,
                        let satisfier = reading.satisfier(of: construction, in: function, of: id, default: nil)
                    else { continue }
                    satisfiers[builder] = satisfier
                }
            }
        }
    }

    /// Whether `function` is the getter of a component member that some Dependency requires: builders it
    /// creates are handed down to descendants, and count as children only where a router stores them.
    func isProvidedMember(_ function: FunctionFacts, of owner: Int) -> Bool {
        reader.isComponent(owner) && providedNames.contains(function.name)
            && reader.index.types[owner].members.contains { $0.name == function.name }
    }
}
