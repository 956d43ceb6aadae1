import Foundation

/// The lifecycle stages a router reports (RIBs' `RouterLifecycle`).
public enum RouterLifecycle: Sendable {
    /// The router has loaded: `didLoad()` ran.
    case didLoad
}

/// A router's lifecycle stream (RIBs' `RouterScope`).
public protocol RouterScope: AnyObject {
    /// Emits `.didLoad` when the router loads; completes when the router is deallocated.
    var lifecycle: StandInObservable<RouterLifecycle> { get }
}

/// The base interface of a router, which the framework drives (RIBs' `Routing`).
public protocol Routing: RouterScope {
    /// The router's interactor, seen as its base interface.
    var interactable: Interactable { get }

    /// The attached child routers, in attach order.
    var children: [Routing] { get }

    /// Loads the router: calls `didLoad()` the first time. Called by the framework on attach.
    func load()

    /// Appends `child` to `children`, activates its interactor, then loads it.
    func attachChild(_ child: Routing)

    /// Deactivates `child`'s interactor, then removes it from `children`.
    func detachChild(_ child: Routing)
}

/// The base class of a RIB's router (RIBs' `Router`); a router without a view of its own is a
/// plain `Router` ("viewless").
///
/// Stored properties, in order: `interactor`, `interactable` (the same object), `children`,
/// `deinitDisposable`, `lifecycleSubject`, `didLoadFlag`. `attachChild`, `detachChild` and `load` are
/// `final`: nothing can override them, so the tree can only be observed by reading `children`.
open class Router<InteractorType>: Routing {
    /// The RIB's interactor, typed as the router sees it.
    public let interactor: InteractorType

    /// The same interactor, as the framework sees it.
    public let interactable: Interactable

    /// The attached child routers, in attach order.
    public final var children: [Routing] = []

    /// Emits `.didLoad` when the router loads; completes when the router is deallocated.
    public final var lifecycle: StandInObservable<RouterLifecycle> {
        lifecycleSubject.asObservable()
    }

    /// Creates a router for `interactor`, which must conform to `Interactable`.
    public init(interactor: InteractorType) {
        self.interactor = interactor
        guard let base = interactor as? Interactable else {
            fatalError("\(interactor) does not conform to Interactable")
        }
        interactable = base
    }

    /// Loads the router: the first call runs the framework's setup, then `didLoad()`; later calls do nothing.
    public final func load() {
        if didLoadFlag { return }
        didLoadFlag = true
        internalDidLoad()
        didLoad()
    }

    /// Called once, when the router is loaded. Subclasses attach their fixed children here.
    open func didLoad() {}

    /// Appends `child` to `children`, activates its interactor, then loads it: the child is active
    /// before its own `didLoad()` attaches its fixed children.
    public final func attachChild(_ child: Routing) {
        assert(!children.contains { $0 === child }, "\(child) is already attached to \(self)")
        RIBsEventLog.record(.attach, parent: self, child: child)
        children.append(child)
        child.interactable.activate()
        child.load()
    }

    /// Deactivates `child`'s interactor (its router then deactivates the whole subtree), then removes it
    /// from `children`. The child's own children stay attached to it.
    public final func detachChild(_ child: Routing) {
        RIBsEventLog.record(.detach, parent: self, child: child)
        child.interactable.deactivate()
        children.removeElementByReference(child)
    }

    let deinitDisposable = StandInCompositeDisposable()

    func internalDidLoad() {
        bindSubtreeActiveState()
        lifecycleSubject.onNext(.didLoad)
    }

    private let lifecycleSubject = StandInPublishSubject<RouterLifecycle>()
    private var didLoadFlag: Bool = false

    private func bindSubtreeActiveState() {
        let subscription = interactable.isActiveStream.subscribe { [weak self] active in
            self?.setSubtreeActive(active)
        }
        deinitDisposable.insert(subscription)
    }

    private func setSubtreeActive(_ active: Bool) {
        visitSubtree(self) { router in
            if router.interactable.isActive != active {
                if active {
                    router.interactable.activate()
                } else {
                    router.interactable.deactivate()
                }
            }
        }
    }

    private func visitSubtree(_ router: Routing, _ visit: (Routing) -> Void) {
        visit(router)
        for child in router.children {
            visitSubtree(child, visit)
        }
    }

    private func detachAllChildren() {
        for child in children {
            detachChild(child)
        }
    }

    deinit {
        interactable.deactivate()
        if !children.isEmpty {
            detachAllChildren()
        }
        lifecycleSubject.onCompleted()
        deinitDisposable.dispose()
    }
}
