import Foundation

/// A RIB's scope: it provides what its children's `Dependency` protocols ask for (RIBs' `Component`).
///
/// Stored properties, in order: `dependency` (the parent component), `sharedInstances`
/// (keyed by the name of the member that called `shared`), `lock`. Members a subclass declares,
/// in its body or in `XComponent+Y.swift` extensions, are computed unless the subclass stores them.
open class Component<DependencyType>: Dependency {
    /// The parent scope, seen through this RIB's `Dependency` protocol.
    public let dependency: DependencyType

    /// Creates a component below `dependency`, usually the parent's component.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the instance this component keeps for the calling member, creating it with `factory`
    /// on first use. The key is the caller's name (`#function`), e.g. `"mutableScoreStream"`.
    public final func shared<T>(function: String = #function, _ factory: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let kept = sharedInstances[function], let instance = kept as? T {
            return instance
        }
        let created = factory()
        sharedInstances[function] = created
        return created
    }

    private var sharedInstances = [String: Any]()
    private let lock = NSRecursiveLock()
}

/// The component at the top of the tree, which depends on nothing (RIBs' `EmptyComponent`).
open class EmptyComponent: EmptyDependency {
    /// Creates the empty component.
    public init() {}
}
