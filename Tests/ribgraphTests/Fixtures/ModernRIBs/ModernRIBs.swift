// A small hand-written reproduction of ModernRIBs' public API (DevYeom/ModernRIBs: RIBs with Combine
// instead of RxSwift), with the names and shapes an app's code uses: the same classes and protocols as
// RIBs, lifecycles and activity as Combine publishers. On Linux, where Combine does not exist, a stand-in
// AnyPublisher keeps the types' shapes. ReadmeSetupTests compiles it as the module ModernRIBs and
// type-checks the README's probe snippets against it with `import ModernRIBs`; scripts/check-lint-plugin.sh
// compiles its fixture app against it as the module RIBs (the names are the same). ModernRIBs' UIKit side (a
// view controllable's `uiviewController`, `launch(from:)`) is compiled in with `-D MODERN_RIBS_VIEWS` and the RIBs
// reproduction's UIKitStandIns.swift: FlattenDrillDownTests type-checks an app and its skeletons that way.
#if canImport(Combine)
import Combine
#else
public struct AnyPublisher<Output, Failure: Error> {
    public init() {}
}
#endif

public protocol Dependency: AnyObject {}
public protocol EmptyDependency: Dependency {}

open class Component<DependencyType>: Dependency {
    public let dependency: DependencyType
    public init(dependency: DependencyType) { self.dependency = dependency }

    public final func shared<T>(__function function: String = #function, _ factory: () -> T) -> T {
        if let kept = sharedInstances[function] as? T { return kept }
        let created = factory()
        sharedInstances[function] = created
        return created
    }

    private var sharedInstances: [String: Any] = [:]
}

open class EmptyComponent: EmptyDependency {
    public init() {}
}

public protocol Buildable: AnyObject {}

open class Builder<DependencyType>: Buildable {
    public let dependency: DependencyType
    public init(dependency: DependencyType) { self.dependency = dependency }
}

public protocol InteractorScope: AnyObject {
    var isActive: Bool { get }
    var isActiveStream: AnyPublisher<Bool, Never> { get }
}

public protocol Interactable: InteractorScope {
    func activate()
    func deactivate()
}

open class Interactor: Interactable {
    public final var isActive: Bool { active }
    public final var isActiveStream: AnyPublisher<Bool, Never> { AnyPublisher() }
    private var active = false

    public init() {}

    public final func activate() {
        guard !active else { return }
        active = true
        didBecomeActive()
    }

    open func didBecomeActive() {}

    public final func deactivate() {
        guard active else { return }
        willResignActive()
        active = false
    }

    open func willResignActive() {}
}

public protocol Presentable: AnyObject {}

open class PresentableInteractor<PresenterType>: Interactor {
    public let presenter: PresenterType
    public init(presenter: PresenterType) {
        self.presenter = presenter
        super.init()
    }
}

public enum RouterLifecycle {
    case didLoad
}

public protocol RouterScope: AnyObject {
    var lifecycle: AnyPublisher<RouterLifecycle, Never> { get }
}

public protocol Routing: RouterScope {
    var interactable: Interactable { get }
    var children: [Routing] { get }
    func load()
    func attachChild(_ child: Routing)
    func detachChild(_ child: Routing)
}

open class Router<InteractorType>: Routing {
    public let interactor: InteractorType
    public let interactable: Interactable
    public final var children: [Routing] = []
    public final var lifecycle: AnyPublisher<RouterLifecycle, Never> { AnyPublisher() }

    public init(interactor: InteractorType) {
        self.interactor = interactor
        guard let interactable = interactor as? Interactable else {
            fatalError("\(interactor) should conform to \(Interactable.self)")
        }
        self.interactable = interactable
    }

    public final func load() { didLoad() }
    open func didLoad() {}

    public final func attachChild(_ child: Routing) {
        children.append(child)
        child.interactable.activate()
        child.load()
    }

    public final func detachChild(_ child: Routing) {
        child.interactable.deactivate()
        children.removeAll { $0 === child }
    }
}

#if MODERN_RIBS_VIEWS
public protocol ViewControllable: AnyObject {
    var uiviewController: UIViewControllerStandIn { get }
}

extension ViewControllable where Self: UIViewControllerStandIn {
    public var uiviewController: UIViewControllerStandIn { self }
}
#else
public protocol ViewControllable: AnyObject {}
#endif

public protocol ViewableRouting: Routing {
    var viewControllable: ViewControllable { get }
}

open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    public let viewController: ViewControllerType
    public let viewControllable: ViewControllable

    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        guard let viewControllable = viewController as? ViewControllable else {
            fatalError("\(viewController) should conform to \(ViewControllable.self)")
        }
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }
}

#if MODERN_RIBS_VIEWS
public protocol LaunchRouting: ViewableRouting {
    func launch(from window: UIWindowStandIn)
}

open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {
    public final func launch(from window: UIWindowStandIn) {
        window.rootViewController = viewControllable.uiviewController
        window.makeKeyAndVisible()
        interactable.activate()
        load()
    }
}
#else
public protocol LaunchRouting: ViewableRouting {}

open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {}
#endif
