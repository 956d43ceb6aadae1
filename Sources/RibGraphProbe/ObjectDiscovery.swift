/// A builder found while reflecting one router (directly or inside an adapter).
struct BuilderFinding {
    /// The builder's type, e.g. `OffGameBuilder`.
    var builder: String
    /// The RIB it builds, by name: the builder type without `Builder`.
    var child: String
    /// The Dependency protocol its `Builder<…>` superclass names.
    var dependency: String?
    /// The type of its `dependency`: the component that satisfies the Dependency.
    var component: String?
    /// Whether that `dependency` object is a component (`Component<…>`, `…Component`).
    var dependencyIsComponent: Bool
    /// The adapter the builder was found in, if any.
    var adapter: String?
    /// Whether the dependency is the adapter itself or a type nested in (or named after) the adapter.
    var adapterOwnsDependency: Bool
}

/// Everything one reflection of a router found: its types, its interactor and listener, the builders and
/// adapters it holds, and the component chains above those builders' dependencies.
struct RouterFindings {
    var router: String
    var childrenLevel: Int?
    var isViewful: Bool
    var view: String?
    /// The view controller a viewful router stores, for reading how it is shown.
    var viewObject: AnyObject?
    var interactor: AnyObject?
    var interactorType: String?
    var listener: AnyObject?
    var listenerType: String?
    var builders: [BuilderFinding] = []
    /// Adapter objects found, with their type names.
    var adapters: [(object: AnyObject, name: String)] = []
    /// Component → parent component links, child first.
    var components: [(component: String, parent: String?)] = []
}

/// Reflects one router with `Mirror`, walking superclass mirrors, and finds what it holds.
///
/// Where it looks: the router's stored properties and its interactor's, then, through containers
/// (arrays, dictionaries, sets, optionals, tuples), app structs and plain app objects, down to
/// `maximumDepth`. A plain object that holds a builder is an adapter. It does not walk into other
/// routers, other interactors, views, components (a builder's `dependency` is only followed up its
/// `dependency` chain), the interactor's `listener`, `router` and `presenter`, nor foreign objects
/// (``TypeNames/foreignModules``). A visited set stops cycles (interactors hold weak routers; adapters,
/// components and shared instances can form retain cycles).
///
/// At most ``valueBudget`` values are looked at per router, so that a router or interactor holding a large
/// app data structure (a cache of thousands of models) cannot make one discovery slow; builders are
/// normally one or two hops away.
///
/// `unowned` and `unowned(unsafe)` properties are never read (``StoredFields``): loading one whose object
/// is gone would trap inside the app.
struct ObjectDiscovery {
    /// How many values one router's discovery looks at, at most.
    static let valueBudget = 20_000

    let catalog: TypeCatalog
    let maximumDepth: Int
    private var visited: Set<ObjectIdentifier> = []
    private var valuesLeft = ObjectDiscovery.valueBudget
    private var findings: RouterFindings

    private static let skippedRouterFields: Set<String> = [
        "children", "interactor", "interactable", "viewController", "viewControllable",
    ]
    private static let skippedInteractorFields: Set<String> = ["listener", "router", "presenter", "viewController"]

    /// Reflects `router` and returns what it found.
    static func discover(_ router: AnyObject, catalog: TypeCatalog, maximumDepth: Int) -> RouterFindings {
        var discovery = ObjectDiscovery(catalog: catalog, maximumDepth: maximumDepth, router: router)
        discovery.run(router)
        return discovery.findings
    }

    private init(catalog: TypeCatalog, maximumDepth: Int, router: AnyObject) {
        self.catalog = catalog
        self.maximumDepth = maximumDepth
        let facts = catalog.facts(for: router)
        findings = RouterFindings(router: facts.name, childrenLevel: facts.childrenLevel, isViewful: facts.isViewful)
        viewLevel = facts.viewLevel
    }

    private let viewLevel: Int?

    private mutating func run(_ router: AnyObject) {
        visited.insert(ObjectIdentifier(router))
        let fields = Self.storedFields(of: router)
        if let viewLevel {
            let level = Self.storedFields(of: router, level: viewLevel)
            if let view = (Self.value(level, "viewController") ?? Self.value(level, "viewControllable")).flatMap(
                Self.unwrapObject)
            {
                findings.view = catalog.name(of: type(of: view))
                findings.viewObject = view
            }
        }
        let interactor = (Self.value(fields, "interactor") ?? Self.value(fields, "interactable")).flatMap(
            Self.unwrapObject)
        if let interactor { visited.insert(ObjectIdentifier(interactor)) }
        for (label, value) in fields where !Self.skippedRouterFields.contains(label) {
            explore(value, depth: 1, adapter: nil)
        }
        guard let interactor else { return }
        findings.interactor = interactor
        findings.interactorType = catalog.name(of: type(of: interactor))
        let interactorFields = Self.storedFields(of: interactor)
        if let listener = Self.value(interactorFields, "listener").flatMap(Self.unwrapObject) {
            findings.listener = listener
            findings.listenerType = catalog.name(of: type(of: listener))
        }
        for (label, value) in interactorFields where !Self.skippedInteractorFields.contains(label) {
            explore(value, depth: 1, adapter: nil)
        }
    }

    private mutating func explore(_ value: Any, depth: Int, adapter: (object: AnyObject, name: String)?) {
        guard depth <= maximumDepth, valuesLeft > 0 else { return }
        valuesLeft -= 1
        switch catalog.shape(of: value) {
        case .skip:
            return
        case .container, .record:
            for child in StoredFields.children(of: Mirror(reflecting: value)) {
                explore(child.value, depth: depth + 1, adapter: adapter)
            }
        case .object:
            let object = value as AnyObject
            guard visited.insert(ObjectIdentifier(object)).inserted else { return }
            let facts = catalog.facts(for: object)
            switch facts.kind {
            case .builder:
                record(builder: object, facts: facts, adapter: adapter, depth: depth)
            case .plain:
                let here = (object: object, name: facts.name)
                let before = findings.builders.count
                for (_, field) in Self.storedFields(of: object) {
                    explore(field, depth: depth + 1, adapter: here)
                }
                let holdsBuilderDirectly = findings.builders[before...].contains { $0.adapter == facts.name }
                if holdsBuilderDirectly, !findings.adapters.contains(where: { $0.object === object }) {
                    findings.adapters.append(here)
                }
            case .router, .component, .interactor, .view, .foreign:
                return
            }
        }
    }

    private mutating func record(
        builder: AnyObject, facts: ClassFacts, adapter: (object: AnyObject, name: String)?, depth: Int
    ) {
        let fields = Self.storedFields(of: builder)
        let dependency = Self.value(fields, "dependency").flatMap(Self.unwrapObject)
        var finding = BuilderFinding(
            builder: facts.name, child: TypeNames.removingSuffix("Builder", from: facts.name),
            dependency: facts.dependencyProtocol, component: nil, dependencyIsComponent: false,
            adapter: adapter?.name, adapterOwnsDependency: false)
        if let dependency {
            let componentName = catalog.name(of: type(of: dependency))
            finding.component = componentName
            finding.dependencyIsComponent = catalog.facts(for: dependency).kind == .component
            if let adapter {
                finding.adapterOwnsDependency = dependency === adapter.object || componentName.hasPrefix(adapter.name)
            }
            if finding.dependencyIsComponent { recordChain(from: dependency, depth: depth + 1) }
        }
        findings.builders.append(finding)
    }

    /// Follows `dependency` from component to parent component, recording each link once.
    private mutating func recordChain(from component: AnyObject, depth: Int) {
        var current = component
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(component)]
        var level = depth
        while level <= maximumDepth {
            let name = catalog.name(of: type(of: current))
            let parent = Self.value(Self.storedFields(of: current), "dependency").flatMap(Self.unwrapObject)
            let parentName = parent.map { catalog.name(of: type(of: $0)) }
            if !findings.components.contains(where: { $0.component == name }) {
                findings.components.append((name, parentName))
            }
            guard let parent, seen.insert(ObjectIdentifier(parent)).inserted else { return }
            guard catalog.facts(for: parent).kind == .component else { return }
            current = parent
            level += 1
        }
    }

    /// Every stored property of `object`, its own class's first, then each superclass's.
    static func storedFields(of object: AnyObject) -> [(label: String, value: Any)] {
        var fields: [(label: String, value: Any)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let level = mirror {
            for child in StoredFields.children(of: level) {
                if let label = child.label { fields.append((label, child.value)) }
            }
            mirror = level.superclassMirror
        }
        return fields
    }

    /// The stored properties of one level of `object`'s class chain (0: its own class).
    static func storedFields(of object: AnyObject, level: Int) -> [(label: String, value: Any)] {
        var mirror: Mirror? = Mirror(reflecting: object)
        for _ in 0..<level { mirror = mirror?.superclassMirror }
        return mirror.map {
            StoredFields.children(of: $0).compactMap { child in child.label.map { ($0, child.value) } }
        } ?? []
    }

    static func value(_ fields: [(label: String, value: Any)], _ label: String) -> Any? {
        fields.first { $0.label == label }?.value
    }

    /// The class instance inside `value`, looking through optionals (weak properties are optionals).
    static func unwrapObject(_ value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            return mirror.children.first.flatMap { unwrapObject($0.value) }
        case .class?:
            return value as AnyObject
        default:
            return nil
        }
    }
}
