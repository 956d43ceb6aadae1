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
        providedNames = dependencyRequirementNames()
        for id in index.types.indices where reader.isComponent(id) {
            for function in index.types[id].functions where isProvidedMember(function, of: id) {
                recordProvidedBuilders(function, of: id, context: index.context(of: id))
            }
        }
        for number in ribs.indices { ribs[number].children = links(of: number) }
        findRootSatisfiers()
        reportDuplicates()
    }

    // MARK: - Adapters

    /// Plain classes (no RIBs role) that create or store a builder: each builds that builder's RIB for whoever
    /// creates the adapter.
    private mutating func findAdapters() {
        for id in index.types.indices where reader.role(id) == nil && index.types[id].facts.kind == .class {
            let declared = index.types[id]
            let context = index.context(of: id)
            var built: [(rib: Int, builder: String, component: ComponentRef?)] = []
            for function in declared.functions {
                for construction in function.constructions {
                    guard let builderID = index.resolve(construction.type, from: context),
                          let rib = ribOfBuilder[builderID], !built.contains(where: { $0.rib == rib }) else { continue }
                    var own: ComponentRef?
                    if case .component(let ref)? = satisfier(of: construction, in: function, of: id, default: nil),
                       let componentID = ref.id, owners[componentID] == nil {
                        own = ref
                    }
                    built.append((rib, index.types[builderID].name, own))
                }
            }
            for member in declared.members {
                guard let type = member.type, let builderID = index.resolve(type.qualified, from: context),
                      let rib = ribOfBuilder[builderID], !built.contains(where: { $0.rib == rib }) else { continue }
                built.append((rib, index.types[builderID].name, nil))
            }
            if !built.isEmpty { adapters[id] = built }
        }
    }

    // MARK: - Links

    private mutating func links(of number: Int) -> [ChildLink] {
        let rib = ribs[number]
        let fallback: Satisfier = rib.component.map { .component($0) } ?? .passThrough
        var links: [ChildLink] = []
        func add(_ link: ChildLink) {
            if !links.contains(where: { $0.child == link.child && $0.adapter == link.adapter }) { links.append(link) }
        }
        let owned = [rib.builder, rib.component?.id, rib.router, rib.interactor].compactMap { $0 }
        for owner in owned {
            let context = index.context(of: owner)
            for function in index.types[owner].functions {
                guard !isProvidedMember(function, of: owner) else { continue }
                for construction in function.constructions {
                    for link in childLinks(of: construction, in: function, of: owner, context: context,
                                           fallback: fallback, place: construction.place) {
                        add(link)
                    }
                }
            }
        }
        if let router = rib.router {
            for link in storedBuilderLinks(of: router, fallback: fallback) { add(link) }
        }
        return links
    }

    /// Whether `function` is the getter of a component member that some Dependency requires: builders it
    /// creates are handed down to descendants, and count as children only where a router stores them.
    private func isProvidedMember(_ function: FunctionFacts, of owner: Int) -> Bool {
        reader.isComponent(owner) && providedNames.contains(function.name)
            && index.types[owner].members.contains { $0.name == function.name }
    }

    private mutating func recordProvidedBuilders(_ function: FunctionFacts, of owner: Int,
                                                 context: DeclarationIndex.Context) {
        for construction in function.constructions {
            guard let id = index.resolve(construction.type, from: context), ribOfBuilder[id] != nil,
                  providedBuilders[id] == nil,
                  let satisfier = satisfier(of: construction, in: function, of: owner, default: nil) else { continue }
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

    private mutating func childLinks(of construction: Construction, in function: FunctionFacts, of owner: Int,
                            context: DeclarationIndex.Context, fallback: Satisfier, place: SourceLocation) -> [ChildLink] {
        guard let id = index.resolve(construction.type, from: context) else {
            if construction.type.hasSuffix("Builder") {
                diagnostics.append(ScanDiagnostic(place: place, message: "\(index.types[owner].name) creates \(construction.type), "
                    + "which no scanned file declares as a builder class: that child is left out"))
            }
            return []
        }
        let satisfier = satisfier(of: construction, in: function, of: owner, default: fallback) ?? fallback
        if let child = ribOfBuilder[id] {
            return [ChildLink(child: child, builder: index.types[id].name, adapter: nil, satisfier: satisfier, place: place)]
        }
        if let child = ribOfScope[id], construction.arguments.first?.label == "parent", id != owner {
            return [ChildLink(child: child, builder: nil, adapter: nil, satisfier: satisfier, place: place)]
        }
        if let built = adapters[id] {
            return built.map { entry in
                ChildLink(child: entry.rib, builder: entry.builder, adapter: index.types[id].name,
                          satisfier: entry.component.map { .component($0) } ?? satisfier, place: place)
            }
        }
        return []
    }

    /// Builders a router stores or takes in its initializer, by type: a builder class, or a `…Buildable`
    /// protocol resolved to the builder (or adapter) classes conforming to it.
    private mutating func storedBuilderLinks(of router: Int, fallback: Satisfier) -> [ChildLink] {
        let declared = index.types[router]
        let context = index.context(of: router)
        var typed: [(TypeName, SourceLocation)] = declared.members.compactMap { member in member.type.map { ($0, member.place) } }
        for function in declared.functions where function.name == "init" {
            typed += function.parameters.map { ($0.type, function.place) }
        }
        var links: [ChildLink] = []
        var reported: Set<String> = []
        for (type, place) in typed {
            var targets: [Int] = []
            if let id = index.resolve(type.qualified, from: context) {
                targets = index.types[id].facts.kind == .protocol ? index.conformers(ofProtocol: id) : [id]
            }
            if type.base.hasSuffix("Buildable"), type.base != "Buildable",
               !targets.contains(where: { ribOfBuilder[$0] != nil || adapters[$0] != nil }), reported.insert(type.base).inserted {
                diagnostics.append(ScanDiagnostic(place: place, message: "\(declared.name) holds a \(type.base), but no "
                    + "scanned builder class conforms to it: that child is left out"))
            }
            for target in targets {
                if let child = ribOfBuilder[target] {
                    links.append(ChildLink(child: child, builder: index.types[target].name, adapter: nil,
                                           satisfier: providedBuilders[target] ?? fallback, place: place,
                                           isHandedDown: providedBuilders[target] != nil))
                } else if let built = adapters[target] {
                    links += built.map { ChildLink(child: $0.rib, builder: $0.builder, adapter: index.types[target].name,
                                                   satisfier: $0.component.map { .component($0) } ?? fallback, place: place) }
                }
            }
        }
        return links
    }

    /// Which component a construction hands to what it creates: its `dependency:`/`parent:` argument (or its
    /// first), or, for a componentized builder, what the component factory closure passes to the component.
    private func satisfier(of construction: Construction, in function: FunctionFacts, of owner: Int,
                           default fallback: Satisfier?) -> Satisfier? {
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
            let typeName = function.locals[name] ?? index.types[owner].members.first { $0.name == name }?.type?.qualified
            guard let typeName, let id = index.resolve(typeName, from: context), reader.isComponent(id) else { return nil }
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
            let places = ids.map { "\(index.types[$0].facts.place) (module \(index.types[$0].module))" }
            diagnostics.append(ScanDiagnostic(
                place: index.types[ids[0]].facts.place,
                message: "\(ids.count) \(kind) named \(name): \(places.joined(separator: " and ")); each use resolves to the one in its own module, else an imported one, else the nearest by path"))
        }
    }
}
