/// What a class is to the probe, decided from its name, its superclasses' names and its stored
/// property labels (never from RIBs' own types: the probe does not link RIBs).
enum ObjectKind: Equatable {
    /// Stores `children` and `interactor`/`interactable` (RIBs' `Router`).
    case router
    /// Has a `Builder<…>` superclass, or is named `…Builder` and stores `dependency`.
    case builder
    /// Has a `Component<…>` superclass, stores `sharedInstances`, or is named `…Component`.
    case component
    /// Has an `Interactor`/`PresentableInteractor<…>` superclass or is named `…Interactor`.
    case interactor
    /// A view: named `…ViewController`, or a subclass of a UIKit/AppKit/SwiftUI class.
    case view
    /// Declared in a foreign module (see ``TypeNames/foreignModules``): never walked.
    case foreign
    /// Anything else declared in the app: walked, and an adapter when it holds a builder.
    case plain
}

/// What the probe knows about one class, found once per type and cached.
struct ClassFacts {
    /// Display name, e.g. `OffGameBuilder`.
    let name: String
    let kind: ObjectKind
    /// For builders: the Dependency protocol named by the `Builder<…>` superclass.
    let dependencyProtocol: String?
    /// For routers: how many superclass hops lead to the level that stores `children`.
    let childrenLevel: Int?
    /// For routers: the superclass hops to the `ViewableRouter` level, the one that stores
    /// `viewControllable` (with `viewController`); nil for a viewless router. A viewless router may store
    /// a borrowed view controller of its own (the tutorial's LoggedIn stores Root's as `viewController`),
    /// so `viewController` alone does not make a RIB viewful.
    let viewLevel: Int?

    /// Whether the router owns a view (RIBs' `ViewableRouting`).
    var isViewful: Bool { viewLevel != nil }
}

/// How the probe walks a value of some type: decided from the first value's `Mirror`, then cached.
enum ValueShape {
    /// Arrays, dictionaries, sets, optionals, tuples: walk the elements.
    case container
    /// A class instance: classify it through ``ClassFacts``.
    case object
    /// A struct or enum declared in the app: walk its stored properties.
    case record
    /// Foreign values, closures, scalars: nothing to find inside.
    case skip
}

/// Caches type facts so that each type is reflected once. Not thread-safe: the probe's lock guards it.
final class TypeCatalog {
    private var classFacts: [ObjectIdentifier: ClassFacts] = [:]
    private var shapes: [ObjectIdentifier: ValueShape] = [:]
    private var names: [ObjectIdentifier: String] = [:]

    /// The display name of `type` (cached).
    func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = TypeNames.name(of: type)
        names[key] = name
        return name
    }

    /// How to walk `value`.
    func shape(of value: Any) -> ValueShape {
        let type = Swift.type(of: value)
        let key = ObjectIdentifier(type)
        if let shape = shapes[key] { return shape }
        let shape: ValueShape
        switch Mirror(reflecting: value).displayStyle {
        case .collection?, .dictionary?, .set?, .optional?, .tuple?: shape = .container
        case .class?: shape = .object
        case .struct?, .enum?:
            shape = TypeNames.foreignModules.contains(TypeNames.module(of: type)) ? .skip : .record
        default: shape = .skip
        }
        shapes[key] = shape
        return shape
    }

    /// The facts about `object`'s class (reflected on first sight of the class).
    func facts(for object: AnyObject) -> ClassFacts {
        let key = ObjectIdentifier(type(of: object))
        if let facts = classFacts[key] { return facts }
        let facts = classify(object)
        classFacts[key] = facts
        return facts
    }

    private func classify(_ object: AnyObject) -> ClassFacts {
        let type: AnyObject.Type = Swift.type(of: object)
        let name = self.name(of: type)
        var levelNames: [String] = []
        var levelModules: [String] = []
        var labels: [Set<String>] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let level = mirror {
            levelNames.append(TypeNames.lastComponent(self.name(of: level.subjectType)))
            levelModules.append(TypeNames.module(of: level.subjectType))
            labels.append(Set(StoredFields.children(of: level).compactMap(\.label)))
            mirror = level.superclassMirror
        }
        let allLabels = labels.reduce(into: Set<String>()) { $0.formUnion($1) }
        let bases = levelNames.map(TypeNames.genericBase)
        let shortName = TypeNames.lastComponent(name)
        func facts(_ kind: ObjectKind, dependency: String? = nil, childrenLevel: Int? = nil, viewLevel: Int? = nil)
            -> ClassFacts
        {
            ClassFacts(
                name: name, kind: kind, dependencyProtocol: dependency, childrenLevel: childrenLevel,
                viewLevel: viewLevel)
        }

        if let level = labels.firstIndex(where: {
            $0.contains("children") && ($0.contains("interactable") || $0.contains("interactor"))
        }) {
            let viewLevel =
                labels.firstIndex { $0.contains("viewControllable") }
                ?? bases.firstIndex { $0 == "ViewableRouter" || $0 == "LaunchRouter" }
            return facts(.router, childrenLevel: level, viewLevel: viewLevel)
        }
        if let level = bases.firstIndex(of: "Builder") {
            return facts(.builder, dependency: TypeNames.genericArguments(levelNames[level]))
        }
        if shortName.hasSuffix("Builder") && allLabels.contains("dependency") {
            return facts(.builder)
        }
        if bases.contains("Component") || allLabels.contains("sharedInstances") || shortName.hasSuffix("Component") {
            return facts(.component)
        }
        if bases.contains("Interactor") || bases.contains("PresentableInteractor") || shortName.hasSuffix("Interactor")
        {
            return facts(.interactor)
        }
        if shortName.hasSuffix("ViewController") || levelModules.contains(where: TypeNames.viewModules.contains) {
            return facts(.view)
        }
        if TypeNames.foreignModules.contains(levelModules[0]) {
            return facts(.foreign)
        }
        return facts(.plain)
    }
}
