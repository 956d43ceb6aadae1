import RibTrace

/// Reads what a RIB is made of from the declarations: for a builder class, its component, Dependency,
/// router (viewful or not), interactor and view; for a needle component, its scope. Also tells each
/// type's RIBs role.
struct RIBDefinitionReader {
    let index: DeclarationIndex
    let roles: RoleClassifier
    private let roleOf: [Int: RoleClassifier.Role]

    /// Classifies every type of `index` once.
    init(index: DeclarationIndex, roles: RoleClassifier) {
        self.index = index
        self.roles = roles
        var roleOf: [Int: RoleClassifier.Role] = [:]
        for id in index.types.indices {
            if let role = roles.role(of: id)?.role { roleOf[id] = role }
        }
        self.roleOf = roleOf
    }

    func role(_ id: Int?) -> RoleClassifier.Role? { id.flatMap { roleOf[$0] } }

    func isComponent(_ id: Int?) -> Bool {
        if case .component? = role(id) { return true }
        return false
    }

    /// Whether `id` can be handed to a builder (or a component) as its dependency: a component, or a plain class
    /// or struct that conforms to a Dependency protocol itself (`final class AppComponent: MainDependency`,
    /// `final class AppDependency: EmptyDependency, HasApis`), which the compiler accepts as well.
    func satisfiesDependencies(_ id: Int?) -> Bool {
        guard let id else { return false }
        if isComponent(id) { return true }
        guard index.types[id].facts.kind == .class || index.types[id].facts.kind == .struct else { return false }
        let context = index.context(of: id)
        return index.types[id].conformances.contains { name in
            name.base == "Dependency" || name.base == "EmptyDependency"
                || index.resolve(name.qualified, from: context).map(roles.isDependencyProtocol) ?? false
        }
    }

    private func isRouter(_ id: Int?) -> Bool {
        if case .router? = role(id) { return true }
        return false
    }

    func componentRef(_ name: String, from context: DeclarationIndex.Context) -> ComponentRef {
        let id = index.resolve(name, from: context)
        return ComponentRef(name: id.map(index.shownName) ?? name, id: id)
    }

    /// Whether builder class `id` only stands in for another builder: its functions create another builder
    /// class and no router, interactor or view controller of their own, whether declared in the scanned sources
    /// or not (`…Router`, `…Interactor`, `…ViewController`; a DI container's `DITasksBuilderAdapter:
    /// Builder<…>` whose `build` returns `TasksBuilder(dependency: component).build(…)`). What it returns is
    /// the other builder's RIB, so it is an adapter, not a RIB.
    func isBuilderAdapter(_ id: Int) -> Bool {
        guard case .builder? = role(id) else { return false }
        let context = index.context(of: id)
        var buildsAnother = false
        for construction in index.types[id].functions.flatMap(\.constructions) {
            if Self.ownParts.contains(where: construction.type.hasSuffix) { return false }
            guard let target = index.resolve(construction.type, from: context), target != id else { continue }
            switch role(target) {
            case .router?, .interactor?: return false
            case .builder?: buildsAnother = true
            default: continue
            }
        }
        return buildsAnother
    }

    /// Whether type `id` is an app's entry point (an application or scene delegate, a SwiftUI `App`): it
    /// launches a root, it is neither an adapter nor a parent.
    func isAppEntry(_ id: Int) -> Bool {
        let declared = index.types[id]
        return declared.name.hasSuffix("AppDelegate") || declared.name.hasSuffix("SceneDelegate")
            || declared.conformances.contains {
                ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App"].contains($0.base)
            }
    }

    /// What a RIB's own builder creates, by the name's ending (RIBs' own `ViewableRouter` too).
    private static let ownParts = ["Router", "Interactor", "ViewController"]

    /// The RIB that builder class `id` defines; nil when `id` is no builder, or an adapter
    /// (``isBuilderAdapter(_:)``).
    func builderRIB(_ id: Int) -> RIBDefinition? {
        guard case .builder(let componentized)? = role(id), let base = roles.role(of: id)?.base,
            !isBuilderAdapter(id)
        else { return nil }
        let declared = index.types[id]
        let context = index.context(of: id)
        let name = ribName(of: id, role: "Builder")
        // An initializer may create what the builder is handed (`convenience init() { self.init(dependency:
        // AppComponent()) }`): the RIB's own parts are what its other functions create, so those come first.
        let constructions =
            (declared.functions.filter { $0.name != "init" } + declared.functions.filter { $0.name == "init" })
            .flatMap(\.constructions)
        let constructed = constructions.compactMap { index.resolve($0.type, from: context) }
        var component: ComponentRef?
        var dependency: String?
        if componentized, let first = base.arguments.first {
            component = componentRef(first.qualified, from: context)
            dependency = component?.id.flatMap(dependencyName(ofComponent:))
        } else {
            dependency = base.arguments.first.map { shownName($0, from: context) }
            // A build may make another component first for its own to sit on (MOIT-iOS's RootBuilder makes
            // AppComponent, then RootComponent on it): the RIB's own is the one of the builder's Dependency.
            let components = constructed.filter(isComponent)
            let own = components.first { dependencyName(ofComponent: $0) == dependency }
            component = (own ?? components.first).map { ComponentRef(name: index.shownName(of: $0), id: $0) }
        }
        let router = constructed.first(where: isRouter) ?? routerFromReturnTypes(declared, name: name, context: context)
        var viewful = false, launch = false
        if case .router(let isViewful, let isLaunch)? = role(router) {
            (viewful, launch) = (isViewful, isLaunch)
        } else if router == nil {
            // No router class of its own: the build creates RIBs' generic `ViewableRouter(interactor:viewController:)`.
            viewful = constructions.contains { $0.type == "ViewableRouter" || $0.type == "LaunchRouter" }
            launch = constructions.contains { $0.type == "LaunchRouter" }
        }
        let routerBase = router.flatMap { roles.role(of: $0)?.base }
        let interactor =
            constructed.first { role($0) == .interactor }
            ?? routerBase?.arguments.first.flatMap {
                firstConformer(of: $0.qualified, role: .interactor, from: context)
            }
            ?? index.resolve("\(name)Interactor", from: context).flatMap { role($0) == .interactor ? $0 : nil }
        let view =
            viewful
            ? viewType(
                constructions: constructions, context: context,
                controllable: routerBase?.arguments.dropFirst().first?.base, name: name) : nil
        return RIBDefinition(
            name: name, builder: id, component: component, dependency: dependency, router: router,
            interactor: interactor, view: view, container: view.flatMap { container(of: $0, from: context) },
            isViewful: viewful, isLaunch: launch,
            declaredIn: declared.facts.place,
            builds: Self.builds(of: declared, component: component?.id.map { index.types[$0].name } ?? component?.name),
            contentHash: contentHash(
                of: [id, component?.id, router, interactor, dependency.flatMap { index.resolve($0, from: context) }]))
    }

    /// The Dependency component class `componentID` is a `Component<D>` of: D, as the app spells it there.
    private func dependencyName(ofComponent componentID: Int) -> String? {
        roles.role(of: componentID)?.base.arguments.first.map { shownName($0, from: index.context(of: componentID)) }
    }

    /// The name of the RIB type `id` (a builder or a needle component) stands for: its own without `role`
    /// (`OffGameBuilder` is `OffGame`); for a type named by its role alone (`Builder`, as an app with one framework
    /// per RIB names each, `Main.Builder`), its module's.
    private func ribName(of id: Int, role: String) -> String {
        let name = index.types[id].name
        guard name != role else { return index.types[id].module }
        return name.hasSuffix(role) ? String(name.dropLast(role.count)) : name
    }

    /// How a trace names the type `written` in `context`: ``DeclarationIndex/shownName(of:)`` when the sources
    /// declare it, else its name as written.
    private func shownName(_ written: TypeName, from context: DeclarationIndex.Context) -> String {
        index.resolve(written.qualified, from: context).map(index.shownName) ?? written.base
    }

    /// What the builder's `build` functions take besides the listener (and, for a componentized builder, the
    /// component it is handed), as `label: Type` as callers write them (the name where there is no label): the first `build…` or `finalStageBuild…` function that returns
    /// something (the dynamic dependencies its parent supplies), then, when it has several, each of its
    /// functions named `build` (its overloads), in declaration order.
    private static func builds(of builder: DeclarationIndex.Declared, component: String?) -> (
        first: [String], overloads: [[String]]
    ) {
        let arguments = { (build: FunctionFacts) in
            build.parameters
                .filter { !$0.type.base.hasSuffix("Listener") && $0.type.base != component }
                .map { "\($0.label.flatMap { $0 == "_" ? nil : $0 } ?? $0.name): \($0.type.normalized)" }
        }
        let first = builder.functions.first { function in
            function.returnType != nil
                && (function.name.hasPrefix("build") || function.name.hasPrefix("finalStageBuild"))
        }
        let overloads = builder.functions.filter { $0.returnType != nil && $0.name == "build" }
        return (first.map(arguments) ?? [], overloads.count > 1 ? overloads.map(arguments) : [])
    }

    /// The content hashes of a RIB's builder, component, router, interactor and Dependency (``ContentHash``), in
    /// that order, as one: nil when the builder has none.
    private func contentHash(of parts: [Int?]) -> UInt64? {
        guard let first = parts[0].flatMap({ index.types[$0].facts.contentHash }) else { return nil }
        return parts.dropFirst().reduce(first) { hash, part in
            let own = part.flatMap { index.types[$0].facts.contentHash } ?? 0
            return (hash ^ own) &* 0x100_0000_01b3 &+ 1
        }
    }

    private func routerFromReturnTypes(
        _ builder: DeclarationIndex.Declared, name: String,
        context: DeclarationIndex.Context
    ) -> Int? {
        for function in builder.functions
        where function.name.hasPrefix("build") || function.name.hasPrefix("finalStageBuild") {
            guard let returned = function.returnType else { continue }
            let candidates = [returned] + returned.arguments
            for type in candidates {
                if let id = index.resolve(type.qualified, from: context), isRouter(id) { return id }
                if let id = index.conformers(of: type.qualified, from: context).first(where: isRouter) { return id }
            }
        }
        return index.resolve("\(name)Router", from: context).flatMap { isRouter($0) ? $0 : nil }
    }

    private func firstConformer(
        of protocolName: String, role wanted: RoleClassifier.Role,
        from context: DeclarationIndex.Context
    ) -> Int? {
        index.conformers(of: protocolName, from: context).first { role($0) == wanted }
    }

    /// The view controller a viewful RIB's build creates: one conforming to the router's view-controllable
    /// protocol, else a view controller or SwiftUI view (one a hosting controller wraps) declared in the sources,
    /// else any class conforming to that protocol, else the protocol itself.
    private func viewType(
        constructions: [Construction], context: DeclarationIndex.Context, controllable: String?,
        name: String
    ) -> String {
        if let controllable {
            for construction in constructions {
                if let id = index.resolve(construction.type, from: context),
                    index.types[id].conformances.contains(where: { $0.base == controllable })
                {
                    return index.shownName(of: id)
                }
            }
        }
        if let constructed = viewConstructed(in: constructions, context: context) { return constructed }
        if let controllable,
            let id = index.conformers(of: controllable, from: context).first(where: {
                index.types[$0].facts.kind == .class
            })
        {
            return index.shownName(of: id)
        }
        return controllable ?? "\(name)ViewController"
    }

    /// The container a view class declared in the scanned sources is, whatever it is named.
    private func container(of view: String, from context: DeclarationIndex.Context) -> ViewContainer? {
        switch index.resolve(view, from: context).flatMap({ ViewKind.of($0, in: index) }) {
        case .navigation?: .navigation
        case .tabBar?: .tabBar
        default: nil
        }
    }

    /// The first view controller or SwiftUI view declared in the scanned sources that `constructions` create
    /// (`NavigationView`, `AnyView` and UIKit's own types are containers, not the RIB's view).
    private func viewConstructed(in constructions: [Construction], context: DeclarationIndex.Context) -> String? {
        constructions.first { construction in
            (construction.type.hasSuffix("ViewController") || construction.type.hasSuffix("View"))
                && index.resolve(construction.type, from: context) != nil
        }?.type
    }

    /// The needle scope that component class `id` defines: a `BootstrapComponent`, or a `Component` in a file
    /// importing NeedleFoundation or created as `(parent: …)` somewhere (`parentConstructed`); nil otherwise.
    func scopeRIB(_ id: Int, parentConstructed: Bool) -> RIBDefinition? {
        guard case .component(let bootstrap)? = role(id), let base = roles.role(of: id)?.base,
            bootstrap || index.types[id].imports.contains("NeedleFoundation") || parentConstructed,
            index.types[id].facts.kind == .class
        else { return nil }
        let declared = index.types[id]
        let name = ribName(of: id, role: "Component")
        let view = viewConstructed(in: declared.functions.flatMap(\.constructions), context: index.context(of: id))
        return RIBDefinition(
            name: name, builder: nil, component: ComponentRef(name: index.shownName(of: id), id: id),
            dependency: base.base == "BootstrapComponent"
                ? nil : base.arguments.first.map { shownName($0, from: index.context(of: id)) },
            router: nil, interactor: nil, view: view,
            container: view.flatMap { container(of: $0, from: index.context(of: id)) }, isViewful: view != nil,
            isLaunch: false,
            declaredIn: declared.facts.place)
    }

    /// Components created as `XComponent(parent: …)` anywhere: needle's way to make a child scope.
    func parentConstructedComponents() -> Set<Int> {
        var found: Set<Int> = []
        for id in index.types.indices {
            let context = index.context(of: id)
            for construction in index.types[id].functions.flatMap(\.constructions)
            where construction.arguments.first?.label == "parent" {
                if let target = index.resolve(construction.type, from: context) { found.insert(target) }
            }
        }
        return found
    }
}
