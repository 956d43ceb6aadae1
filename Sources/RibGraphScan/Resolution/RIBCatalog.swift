import RibTrace

/// The RIBs found in the scanned sources and, for each, the children it can attach and which component
/// satisfies each child's Dependency.
struct RIBCatalog {
    let index: DeclarationIndex
    let roles: RoleClassifier
    private let reader: RIBDefinitionReader
    private(set) var ribs: [RIBDefinition] = []
    /// For a root RIB created outside any RIB (an app delegate's `RootBuilder(dependency: AppComponent())`),
    /// the component handed to it.
    private(set) var rootSatisfiers: [Int: ComponentRef] = [:]
    private(set) var diagnostics: [ScanDiagnostic] = []

    private var ribOfBuilder: [Int: Int] = [:]
    private var ribOfScope: [Int: Int] = [:]
    /// Type id → the RIBs it belongs to (its builder, component, router or interactor).
    private var owners: [Int: [Int]] = [:]
    /// Adapter type id → what it builds.
    private var adapters: [Int: [(rib: Int, builder: String, component: ComponentRef?)]] = [:]
    /// Names some Dependency protocol requires: a component member of such a name is provided to descendants.
    private var providedNames: Set<String> = []
    /// Builder id → the component that creates it in a member provided to descendants (`var loggedInBuilder:
    /// LoggedInBuildable { LoggedInBuilder { LoggedInComponent(parent: self) } }`).
    private var providedBuilders: [Int: Satisfier] = [:]

    /// Finds the RIBs, adapters and links among `index`'s types.
    init(index: DeclarationIndex) {
        self.index = index
        roles = RoleClassifier(index: index)
        reader = RIBDefinitionReader(index: index, roles: roles)
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
        findAdapters()
        findHolders()
        providedNames = dependencyRequirementNames()
        for id in index.types.indices where reader.isComponent(id) {
            for function in index.types[id].functions where isProvidedMember(function, of: id) {
                recordProvidedBuilders(function, of: id, context: index.context(of: id))
            }
        }
        for number in ribs.indices { ribs[number].children = links(of: number) }
        findRootSatisfiers()
        findLaunches()
        reportDuplicates()
    }

    // MARK: - Adapters

    /// Plain classes (no RIBs role) that create or store a builder, and builder classes that only stand in for
    /// another builder (``RIBDefinitionReader/isBuilderAdapter(_:)``): each builds that builder's RIB for
    /// whoever creates the adapter.
    private mutating func findAdapters() {
        for id in index.types.indices
        where (reader.role(id) == nil && index.types[id].facts.kind == .class && !isAppEntry(id))
            || reader.isBuilderAdapter(id)
        {
            let declared = index.types[id]
            let context = index.context(of: id)
            var built: [(rib: Int, builder: String, component: ComponentRef?)] = []
            for function in declared.functions {
                for construction in function.constructions {
                    guard let builderID = index.resolve(construction.type, from: context),
                        let rib = ribOfBuilder[builderID], !built.contains(where: { $0.rib == rib })
                    else { continue }
                    var own: ComponentRef?
                    if case .component(let ref)? = satisfier(of: construction, in: function, of: id, default: nil),
                        let componentID = ref.id, owners[componentID] == nil
                    {
                        own = ref
                    }
                    built.append((rib, index.types[builderID].name, own))
                }
            }
            for member in declared.members {
                guard let type = member.type, let builderID = index.resolve(type.qualified, from: context),
                    let rib = ribOfBuilder[builderID], !built.contains(where: { $0.rib == rib })
                else { continue }
                built.append((rib, index.types[builderID].name, nil))
            }
            if !built.isEmpty { adapters[id] = built }
        }
    }

    // MARK: - Holders

    /// Plain classes a router reads its children's builders from ("router dependency" objects) hand builders
    /// over: they are not adapters, though they create or store builders.
    private mutating func findHolders() {
        var found: Set<Int> = []
        for rib in ribs {
            guard let router = rib.router else { continue }
            for (type, place) in routerSlots(router) {
                _ = held(type, from: index.context(of: router), place: place, depth: 0, holders: &found)
            }
        }
        for holder in found { adapters[holder] = nil }
    }

    /// What a router stores or takes in its initializer, by type, with the place.
    private func routerSlots(_ router: Int) -> [(TypeName, SourceLocation)] {
        let declared = index.types[router]
        var typed: [(TypeName, SourceLocation)] = declared.members.compactMap { member in
            member.type.map { ($0, member.place) }
        }
        for function in declared.functions where function.name == "init" {
            typed += function.parameters.map { ($0.type, function.place) }
        }
        return typed
    }

    private static let maxHolderDepth = 3

    /// The builder (or adapter) classes a value of `type` gives a router, each with the place it is stored:
    /// a builder class; the builders and adapters conforming to a protocol (`OffGameBuildable`); and through
    /// a holder, a plain class or a protocol no builder conforms to whose properties hold builders (a "router
    /// dependency", a bundle of `HasXBuilder` protocols), possibly nested, the builders it holds.
    /// `holders` collects the plain classes passed through. Where the type's name leaves several candidates
    /// (``DeclarationIndex/candidates(_:from:)``) and more than one of them gives builders, every builder
    /// found is ambiguous.
    private func held(
        _ type: TypeName, from context: DeclarationIndex.Context, place: SourceLocation, depth: Int,
        holders: inout Set<Int>
    ) -> [Held] {
        var each: [[Held]] = []
        for id in index.candidates(type.qualified, from: context) {
            let found = held(id, type: type, place: place, depth: depth, holders: &holders)
            if !found.isEmpty { each.append(found) }
        }
        guard each.count > 1 else { return each.first ?? [] }
        return each.flatMap { $0.map { Held(id: $0.id, place: $0.place, isAmbiguous: true) } }
    }

    /// A builder (or adapter) a router is given, where, and whether its name left another candidate.
    private struct Held {
        var id: Int
        var place: SourceLocation
        var isAmbiguous = false
    }

    /// ``held(_:from:place:depth:holders:)`` for one declared type `id`.
    private func held(
        _ id: Int, type: TypeName, place: SourceLocation, depth: Int, holders: inout Set<Int>
    ) -> [Held] {
        let declared = index.types[id]
        if declared.facts.kind == .composition {
            // `typealias HomeBuilders = HasEventBuilder & HasSoonBuilder`: each part on its own.
            return declared.facts.inherited.flatMap { part in
                held(part, from: index.context(of: id), place: place, depth: depth, holders: &holders)
            }
        }
        if declared.facts.kind.isProtocolLike {
            let conformers = index.conformers(ofProtocol: id)
            let built = conformers.filter { ribOfBuilder[$0] != nil || (adapters[$0] != nil && looksLikeAdapter($0)) }
            if !built.isEmpty { return built.map { Held(id: $0, place: place) } }
            // A router's own interactor or routing protocol leads back into the RIB, not to a holder.
            guard depth < Self.maxHolderDepth, !type.base.hasSuffix("Buildable"),
                !conformers.contains(where: isRouterOrInteractor)
            else { return [] }
            let found = roles.requirements(of: id).flatMap { member in
                member.type.map {
                    held($0, from: index.context(of: id), place: member.place, depth: depth + 1, holders: &holders)
                } ?? []
            }
            if !found.isEmpty {
                for conformer in conformers where reader.role(conformer) == nil && !looksLikeAdapter(conformer) {
                    holders.insert(conformer)
                }
            }
            return found
        }
        if ribOfBuilder[id] != nil { return [Held(id: id, place: place)] }
        guard reader.role(id) == nil, declared.facts.kind == .class || declared.facts.kind == .struct else { return [] }
        if looksLikeAdapter(id) { return adapters[id] != nil ? [Held(id: id, place: place)] : [] }
        guard depth < Self.maxHolderDepth else { return [] }
        let found = declared.members.flatMap { member in
            member.type.map {
                held($0, from: index.context(of: id), place: member.place, depth: depth + 1, holders: &holders)
            } ?? []
        }
        if !found.isEmpty { holders.insert(id) }
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
        index.types[id].conformances.contains { $0.base.hasSuffix("Buildable") }
            || index.types[id].functions.contains { $0.name.hasPrefix("build") && $0.returnType != nil }
    }

    /// An app's entry point (an application or scene delegate, a SwiftUI `App`): it launches a root, it is
    /// neither an adapter nor a parent.
    private func isAppEntry(_ id: Int) -> Bool {
        let declared = index.types[id]
        return declared.name.hasSuffix("AppDelegate") || declared.name.hasSuffix("SceneDelegate")
            || declared.conformances.contains {
                ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App"].contains($0.base)
            }
    }

    // MARK: - Links

    private mutating func links(of number: Int) -> [ChildLink] {
        let rib = ribs[number]
        let fallback: Satisfier = rib.component.map { .component($0) } ?? .passThrough
        var links: [ChildLink] = []
        func add(_ link: ChildLink) {
            // A certain link to a child settles an ambiguous one to it.
            if let same = links.firstIndex(where: { $0.child == link.child && $0.adapter == link.adapter }) {
                if links[same].isAmbiguous && !link.isAmbiguous { links[same] = link }
            } else {
                links.append(link)
            }
        }
        let owned = [rib.builder, rib.component?.id, rib.router, rib.interactor].compactMap { $0 }
        for owner in owned {
            let context = index.context(of: owner)
            for function in index.types[owner].functions {
                guard !isProvidedMember(function, of: owner) else { continue }
                for construction in function.constructions {
                    for link in childLinks(
                        of: construction, in: function, of: owner, context: context,
                        fallback: fallback, place: construction.place)
                    {
                        add(link)
                    }
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
            for link in storedBuilderLinks(of: router, fallback: fallback, constructed: constructed) { add(link) }
        }
        return links
    }

    /// Whether `function` is the getter of a component member that some Dependency requires: builders it
    /// creates are handed down to descendants, and count as children only where a router stores them.
    private func isProvidedMember(_ function: FunctionFacts, of owner: Int) -> Bool {
        reader.isComponent(owner) && providedNames.contains(function.name)
            && index.types[owner].members.contains { $0.name == function.name }
    }

    private mutating func recordProvidedBuilders(
        _ function: FunctionFacts, of owner: Int,
        context: DeclarationIndex.Context
    ) {
        for construction in function.constructions {
            guard let id = index.resolve(construction.type, from: context), ribOfBuilder[id] != nil,
                providedBuilders[id] == nil,
                let satisfier = satisfier(of: construction, in: function, of: owner, default: nil)
            else { continue }
            providedBuilders[id] = satisfier
        }
    }

    private func dependencyRequirementNames() -> Set<String> {
        var names: Set<String> = []
        for id in index.types.indices where roles.isDependencyProtocol(id) {
            for member in index.types[id].facts.members { names.insert(member.name) }
        }
        return names
    }

    /// The children a construction in one of a RIB's types creates. Where its type's name leaves several
    /// candidates that are builders or adapters, a link to each, every one ambiguous.
    private mutating func childLinks(
        of construction: Construction, in function: FunctionFacts, of owner: Int,
        context: DeclarationIndex.Context, fallback: Satisfier, place: SourceLocation
    ) -> [ChildLink] {
        let candidates = index.candidates(construction.type, from: context)
        let building = candidates.filter { ribOfBuilder[$0] != nil || ribOfScope[$0] != nil || adapters[$0] != nil }
        guard building.count > 1 else {
            return childLinks(
                of: construction, resolved: building.first ?? index.resolve(construction.type, from: context),
                in: function, of: owner, fallback: fallback, place: place)
        }
        return building.flatMap { id in
            childLinks(of: construction, resolved: id, in: function, of: owner, fallback: fallback, place: place).map {
                var link = $0
                link.isAmbiguous = true
                return link
            }
        }
    }

    private mutating func childLinks(
        of construction: Construction, resolved: Int?, in function: FunctionFacts, of owner: Int,
        fallback: Satisfier, place: SourceLocation
    ) -> [ChildLink] {
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
        let satisfier = satisfier(of: construction, in: function, of: owner, default: fallback) ?? fallback
        if let child = ribOfBuilder[id] {
            return [
                ChildLink(child: child, builder: index.types[id].name, adapter: nil, satisfier: satisfier, place: place)
            ]
        }
        if let child = ribOfScope[id], construction.arguments.first?.label == "parent", id != owner {
            return [ChildLink(child: child, builder: nil, adapter: nil, satisfier: satisfier, place: place)]
        }
        if let built = adapters[id] {
            return built.map { entry in
                ChildLink(
                    child: entry.rib, builder: entry.builder, adapter: index.types[id].name,
                    satisfier: entry.component.map { .component($0) } ?? satisfier, place: place)
            }
        }
        return []
    }

    /// Builders a router stores or takes in its initializer, by type: a builder class, a `…Buildable`
    /// protocol resolved to the builder (or adapter) classes conforming to it, or a holder's builders. Where a
    /// protocol has several conformers and the RIB's own types create some of them (`constructed`), the
    /// router holds what they create, not a copy of the builder in a module they do not use.
    private mutating func storedBuilderLinks(of router: Int, fallback: Satisfier, constructed: Set<Int>) -> [ChildLink]
    {
        let declared = index.types[router]
        let context = index.context(of: router)
        var links: [ChildLink] = []
        var reported: Set<String> = []
        var passed: Set<Int> = []
        for (type, place) in routerSlots(router) {
            var targets = held(type, from: context, place: place, depth: 0, holders: &passed)
            let made = targets.filter { constructed.contains($0.id) }
            if targets.count > made.count, !made.isEmpty { targets = made }
            if type.base.hasSuffix("Buildable"), type.base != "Buildable", targets.isEmpty,
                reported.insert(type.base).inserted
            {
                diagnostics.append(
                    ScanDiagnostic(
                        kind: .unknownBuilder, place: place,
                        message: "\(declared.name) holds a \(type.base), but no "
                            + "scanned builder class conforms to it: that child is left out"))
            }
            for found in targets {
                let target = found.id
                if let child = ribOfBuilder[target] {
                    links.append(
                        ChildLink(
                            child: child, builder: index.types[target].name, adapter: nil,
                            satisfier: providedBuilders[target] ?? fallback, place: found.place,
                            isHandedDown: providedBuilders[target] != nil, isAmbiguous: found.isAmbiguous))
                } else if let built = adapters[target] {
                    links += built.map {
                        ChildLink(
                            child: $0.rib, builder: $0.builder, adapter: index.types[target].name,
                            satisfier: $0.component.map { .component($0) } ?? fallback, place: found.place,
                            isAmbiguous: found.isAmbiguous)
                    }
                }
            }
        }
        return links
    }

    /// Which component a construction hands to what it creates: its `dependency:`/`parent:` argument (or its
    /// first), or, for a componentized builder, what the component factory closure passes to the component.
    private func satisfier(
        of construction: Construction, in function: FunctionFacts, of owner: Int,
        default fallback: Satisfier?
    ) -> Satisfier? {
        let preferred = construction.arguments.first { ["dependency", "parent", "component"].contains($0.label ?? "") }
        guard let argument = preferred ?? construction.arguments.first else { return fallback }
        return evaluate(argument.value, in: function, of: owner) ?? fallback
    }

    private func evaluate(_ value: Construction.Argument, in function: FunctionFacts, of owner: Int) -> Satisfier? {
        let context = index.context(of: owner)
        switch value {
        case .selfReference:
            return reader.isComponent(owner) ? .component(ComponentRef(name: index.types[owner].name, id: owner)) : nil
        case .name("dependency") where function.locals["dependency"] == nil:
            return .passThrough
        case .name(let name):
            let typeName =
                function.locals[name] ?? index.types[owner].members.first { $0.name == name }?.type?.qualified
            guard let typeName, let id = index.resolve(typeName, from: context), reader.isComponent(id) else {
                return nil
            }
            return .component(ComponentRef(name: index.types[id].name, id: id))
        case .construction(let type):
            let ref = reader.componentRef(type, from: context)
            return ref.id.map(reader.isComponent) ?? Self.isFrameworkComponent(type) ? .component(ref) : nil
        case .closure(let constructions):
            for inner in constructions {
                guard let id = index.resolve(inner.type, from: context), reader.isComponent(id) else { continue }
                return satisfier(of: inner, in: function, of: owner, default: nil)
            }
            return nil
        case .other:
            return nil
        }
    }

    static func isFrameworkComponent(_ name: String) -> Bool {
        name == "EmptyComponent"
    }

    // MARK: - Roots

    /// Builders created outside every RIB (an app delegate, a scene delegate, an adapter): the component
    /// they are handed satisfies that root's Dependency.
    private mutating func findRootSatisfiers() {
        for id in index.types.indices where owners[id] == nil {
            let context = index.context(of: id)
            for function in index.types[id].functions {
                for construction in function.constructions {
                    guard let target = index.resolve(construction.type, from: context),
                        let rib = ribOfBuilder[target], rootSatisfiers[rib] == nil,
                        case .component(let ref)? = satisfier(of: construction, in: function, of: id, default: nil)
                    else { continue }
                    rootSatisfiers[rib] = ref
                }
            }
        }
    }

    /// RIBs an app's entry point builds (`RootBuilder(dependency: AppComponent())` in an app delegate) are
    /// launch roots, whatever their router's class.
    private mutating func findLaunches() {
        for id in index.types.indices where isAppEntry(id) {
            let context = index.context(of: id)
            for construction in index.types[id].functions.flatMap(\.constructions) {
                guard let target = index.resolve(construction.type, from: context),
                    let rib = ribOfBuilder[target] ?? ribOfScope[target]
                else { continue }
                ribs[rib].isLaunch = true
            }
        }
    }

    /// The component a component's initializer hands to `super.init(dependency:)` when it creates it there
    /// (`AppComponent` → `EmptyComponent`).
    func staticParent(of component: ComponentRef) -> ComponentRef? {
        guard let id = component.id else { return nil }
        let context = index.context(of: id)
        for function in index.types[id].functions where function.name == "init" {
            for construction in function.constructions {
                let ref = reader.componentRef(construction.type, from: context)
                if ref.id.map(reader.isComponent) ?? Self.isFrameworkComponent(construction.type) { return ref }
            }
        }
        return nil
    }

    // MARK: - Diagnostics

    private mutating func reportDuplicates() {
        for name in index.duplicates.keys.sorted() {
            let ids = index.duplicates[name]!
            guard ids.contains(where: { ribOfBuilder[$0] != nil || reader.isComponent($0) }) else { continue }
            let kind = ids.contains { ribOfBuilder[$0] != nil } ? "builders" : "components"
            let places = ids.map {
                "\(index.types[$0].facts.place) (module \(index.types[$0].module), named by \(index.moduleRule(of: $0)))"
            }
            diagnostics.append(
                ScanDiagnostic(
                    kind: .duplicateName, place: index.types[ids[0]].facts.place,
                    message:
                        "\(ids.count) \(kind) named \(name): \(places.joined(separator: " and ")); each use resolves to the one in its own module, else in a module its file imports, else in its target's dependencies; a route left with several is marked ambiguous"
                ))
        }
    }
}
