/// Which component a construction hands to what it creates, read from its arguments: what every pass of
/// ``RIBCatalog`` that follows a builder's creation asks (adapters, handed-down builders, child links, roots),
/// and the static parent a component's initializer creates.
struct SatisfierReader {
    let reader: RIBDefinitionReader

    /// Which component `construction`, in `function` of type `owner`, hands to what it creates: its
    /// `dependency:`/`parent:` argument (or its first), or, for a componentized builder, what the component
    /// factory closure passes to the component; `fallback` when that is no component.
    func satisfier(
        of construction: Construction, in function: FunctionFacts, of owner: Int,
        default fallback: Satisfier?
    ) -> Satisfier? {
        let preferred = construction.arguments.first { ["dependency", "parent", "component"].contains($0.label ?? "") }
        guard let argument = preferred ?? construction.arguments.first else {
            // `MainBuilder()`: its own initializer may create what it is handed (`self.init(dependency: AppComponent())`).
            let builder = reader.index.resolve(construction.type, from: reader.index.context(of: owner))
            guard let builder, case .builder? = reader.role(builder) else { return fallback }
            return createdInInitializers(of: builder).map(Satisfier.component) ?? fallback
        }
        return evaluate(argument.value, in: function, of: owner) ?? fallback
    }

    private func evaluate(_ value: Construction.Argument, in function: FunctionFacts, of owner: Int) -> Satisfier? {
        let index = reader.index
        let context = index.context(of: owner)
        switch value {
        case .selfReference:
            return reader.isComponent(owner)
                ? .component(ComponentRef(name: index.shownName(of: owner), id: owner)) : nil
        case .name("dependency") where function.locals["dependency"] == nil:
            return .passThrough
        case .name(let name):
            let typeName =
                function.locals[name] ?? index.types[owner].members.first { $0.name == name }?.type?.qualified
            guard let typeName, let id = index.resolve(typeName, from: context), reader.satisfiesDependencies(id) else {
                return nil
            }
            return .component(ComponentRef(name: index.shownName(of: id), id: id))
        case .construction(let type):
            let ref = reader.componentRef(type, from: context)
            return ref.id.map(reader.satisfiesDependencies) ?? Self.isFrameworkComponent(type) ? .component(ref) : nil
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

    /// Whether `name` is a component the RIBs framework declares, which no scanned file does.
    static func isFrameworkComponent(_ name: String) -> Bool {
        name == "EmptyComponent"
    }

    /// The component a component's initializer hands to `super.init(dependency:)` when it creates it there
    /// (`AppComponent` → `EmptyComponent`).
    func staticParent(of component: ComponentRef) -> ComponentRef? {
        component.id.flatMap(createdInInitializers)
    }

    /// The first component (or class conforming to a Dependency) the initializers of type `id` create.
    private func createdInInitializers(of id: Int) -> ComponentRef? {
        let index = reader.index
        let context = index.context(of: id)
        for function in index.types[id].functions where function.name == "init" {
            for construction in function.constructions {
                let ref = reader.componentRef(construction.type, from: context)
                if ref.id.map(reader.satisfiesDependencies) ?? Self.isFrameworkComponent(construction.type) {
                    return ref
                }
            }
        }
        return nil
    }
}
