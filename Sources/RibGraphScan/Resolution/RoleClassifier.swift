/// Tells what part of a RIB a declared type is, from the RIBs (or needle) base class it inherits from,
/// directly or through the app's own base classes.
struct RoleClassifier {
    /// A RIBs or needle base class a type inherits from, with the generic arguments written there.
    enum Role: Equatable {
        /// `Builder<D>`: the Dependency is the argument. Componentized builders: the component is the first argument.
        case builder(componentized: Bool)
        case router(viewful: Bool, launch: Bool)
        /// `Component<D>`, `EmptyComponent`, needle's `BootstrapComponent` (`bootstrap`) and `PluginizedComponent`.
        case component(bootstrap: Bool)
        case interactor
    }

    static let builders: Set<String> = [
        "Builder", "ComponentizedBuilder", "SimpleComponentizedBuilder",
        "MultiStageComponentizedBuilder", "SimpleMultiStageComponentizedBuilder",
    ]
    static let components: Set<String> = ["Component", "EmptyComponent", "BootstrapComponent", "PluginizedComponent"]

    let index: DeclarationIndex

    /// The role of type `id` and the RIBs base type as its nearest ancestor inherits it (`Builder<OffGameDependency>`).
    func role(of id: Int) -> (role: Role, base: TypeName)? {
        var current = id
        var seen: Set<Int> = []
        while seen.insert(current).inserted {
            let facts = index.types[current].facts
            guard facts.kind == .class, let first = facts.inherited.first else { return nil }
            if let role = Self.role(named: first.base) { return (role, first) }
            guard let next = index.superclass(of: current) else { return nil }
            current = next
        }
        return nil
    }

    /// Whether component `id` hands its descendants what it lacks from its ancestors, as needle's generated
    /// providers do: a needle component (its RIBs-like base is `NeedleFoundation.…`, or written plain in a file
    /// that imports NeedleFoundation). A RIBs component has only its own members: what it lacks, the compiler
    /// refuses, whatever its parent declares.
    func looksUpAncestors(_ id: Int) -> Bool {
        var current = id
        var seen: Set<Int> = []
        while seen.insert(current).inserted {
            let declared = index.types[current]
            guard declared.facts.kind == .class, let first = declared.facts.inherited.first else { return false }
            if Self.components.contains(first.base) {
                let module = first.qualified.split(separator: ".").dropLast().last.map(String.init)
                return module.map { $0 == "NeedleFoundation" } ?? declared.imports.contains("NeedleFoundation")
            }
            guard let next = index.superclass(of: current) else { return false }
            current = next
        }
        return false
    }

    private static func role(named name: String) -> Role? {
        switch name {
        case _ where builders.contains(name): .builder(componentized: name != "Builder")
        case "Router": .router(viewful: false, launch: false)
        case "ViewableRouter": .router(viewful: true, launch: false)
        case "LaunchRouter": .router(viewful: true, launch: true)
        case "BootstrapComponent": .component(bootstrap: true)
        case _ where components.contains(name): .component(bootstrap: false)
        case "Interactor", "PresentableInteractor": .interactor
        default: nil
        }
    }

    /// Whether `id` is a protocol inheriting `Dependency` (or `EmptyDependency`), directly or through other protocols.
    func isDependencyProtocol(_ id: Int) -> Bool {
        var seen: Set<Int> = []
        return isDependencyProtocol(id, seen: &seen)
    }

    private func isDependencyProtocol(_ id: Int, seen: inout Set<Int>) -> Bool {
        let facts = index.types[id].facts
        guard facts.kind.isProtocolLike, seen.insert(id).inserted else { return false }
        return facts.inherited.contains { inherited in
            if inherited.base == "Dependency" || inherited.base == "EmptyDependency" { return true }
            guard let parent = index.resolve(inherited.qualified, from: index.context(of: id)) else { return false }
            return isDependencyProtocol(parent, seen: &seen)
        }
    }

    /// A Dependency protocol's property requirements, its own first, then those of the protocols it inherits.
    func requirements(of id: Int) -> [MemberFacts] {
        var seen: Set<Int> = []
        var names: Set<String> = []
        var result: [MemberFacts] = []
        func add(_ id: Int) {
            guard seen.insert(id).inserted, index.types[id].facts.kind.isProtocolLike else { return }
            for member in index.types[id].facts.members where names.insert(member.name).inserted {
                result.append(member)
            }
            for inherited in index.types[id].facts.inherited {
                if let parent = index.resolve(inherited.qualified, from: index.context(of: id)) { add(parent) }
            }
        }
        add(id)
        return result
    }
}
