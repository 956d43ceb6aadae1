import RibTrace

/// The RIBs found in the scanned sources and, for each, the children it can attach and which component
/// satisfies each child's Dependency. It is made in passes over the declarations, each in its own type and
/// each reading what the passes before it found; ``init(index:)`` runs them in order.
struct RIBCatalog {
    let index: DeclarationIndex
    let roles: RoleClassifier
    /// Which component a construction hands on; also the static parent of a component.
    let satisfiers: SatisfierReader
    private(set) var ribs: [RIBDefinition]
    /// For a root RIB created outside any RIB (an app delegate's `RootBuilder(dependency: AppComponent())`),
    /// the component handed to it.
    let rootSatisfiers: [Int: ComponentRef]
    /// What the passes could not place: builders no file declares, names in several modules.
    let diagnostics: [ScanDiagnostic]

    /// Finds the RIBs, adapters and links among `index`'s types.
    init(index: DeclarationIndex) {
        self.index = index
        roles = RoleClassifier(index: index)
        let reader = RIBDefinitionReader(index: index, roles: roles)
        satisfiers = SatisfierReader(reader: reader)
        // 1. The RIBs, from builder classes (or needle scopes), and the types each owns.
        let found = RIBFinder(reader: reader)
        ribs = found.ribs
        // 2. Adapters: plain classes that create or store those builders.
        var adapters = AdapterFinder(reader: reader, found: found, satisfiers: satisfiers).adapters()
        // 3. Holders: the adapters routers only read builders from are not adapters. They are found through the
        //    adapters of pass 2, so they come out only now.
        let before = HeldBuilders(reader: reader, ribOfBuilder: found.ribOfBuilder, adapters: adapters)
        for holder in before.holders(of: ribs.compactMap(\.router)) { adapters[holder] = nil }
        // 4. Builders components hand down to descendants: not children where they are created.
        let handedDown = HandedDownBuilders(reader: reader, ribOfBuilder: found.ribOfBuilder, satisfiers: satisfiers)
        // 5. Each RIB's children, through the adapters left and the builders handed down.
        var linker = ChildLinkFinder(
            reader: reader, found: found, adapters: adapters,
            held: HeldBuilders(reader: reader, ribOfBuilder: found.ribOfBuilder, adapters: adapters),
            handedDown: handedDown, satisfiers: satisfiers)
        for number in ribs.indices { ribs[number].children = linker.links(of: ribs[number]) }
        // 6. Roots: the components handed to RIBs built outside any RIB, and the RIBs app entry points launch.
        let roots = RootFinder(reader: reader, found: found, satisfiers: satisfiers)
        rootSatisfiers = roots.satisfiers
        for rib in roots.launches { ribs[rib].isLaunch = true }
        // 7. Names several modules declare, reported last so that their warnings follow the links'.
        diagnostics =
            linker.diagnostics + DuplicateNameReport.diagnostics(reader: reader, ribOfBuilder: found.ribOfBuilder)
    }
}
