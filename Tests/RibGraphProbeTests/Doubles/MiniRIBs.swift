import RibGraphProbe

/// A tiny stand-in for RIBs' core classes, with the stored property names the probe reads: `Router`
/// (`interactor`, `interactable`, `children`), `ViewableRouter` (`viewController`, `viewControllable`),
/// `Builder` (`dependency`), `Component` (`dependency`, `sharedInstances`), `Interactor`. Nested in an
/// enum so that it never clashes with a fixture's RIBs classes.
///
/// `attachChild`/`detachChild`, `launch` and interactor activation report to `Mini.hooks` when a test sets
/// it, in the README's order: a base router reports an attach after `attachChild` returns (so after the
/// child's `didLoad` attached its own children) and a detach before `detachChild`; a base interactor reports
/// after `super.didBecomeActive()` and before `super.willResignActive()`.
enum Mini {
    /// The probe the framework reports to, and how.
    struct Hooks {
        var probe: RibProbe
        /// Report `attachChild`/`detachChild` (true) or interactor activation (false).
        var routerHooks: Bool
    }

    @TaskLocal static var hooks: Hooks?

    protocol Interactable: AnyObject {
        var isActive: Bool { get }
        func activate()
        func deactivate()
        func onActiveChange(_ observer: @escaping (Bool) -> Void)
    }

    protocol Routing: AnyObject {
        var interactable: Interactable { get }
        var children: [Routing] { get }
        func load()
    }

    protocol ViewControllable: AnyObject {}

    protocol ViewableRouting: Routing {
        var viewControllable: ViewControllable { get }
    }

    /// As in RIBs: the active state changes (and observers, such as the router's subtree binding, hear
    /// of it) before `didBecomeActive`; `willResignActive` runs before it changes back.
    class Interactor: Interactable {
        private(set) var isActive = false
        private var observers: [(Bool) -> Void] = []
        func onActiveChange(_ observer: @escaping (Bool) -> Void) { observers.append(observer) }
        func activate() {
            if isActive { return }
            isActive = true
            for observer in observers { observer(true) }
            didBecomeActive()
            if let hooks = Mini.hooks, !hooks.routerHooks { hooks.probe.interactorDidBecomeActive(self) }
        }
        func deactivate() {
            if !isActive { return }
            if let hooks = Mini.hooks, !hooks.routerHooks { hooks.probe.interactorWillResignActive(self) }
            willResignActive()
            isActive = false
            for observer in observers { observer(false) }
        }
        func didBecomeActive() {}
        func willResignActive() {}
    }

    class Router<InteractorType>: Routing {
        let interactor: InteractorType
        let interactable: Interactable
        final var children: [Routing] = []
        private var didLoadFlag = false

        init(interactor: InteractorType) {
            self.interactor = interactor
            interactable = interactor as! Interactable
        }

        final func load() {
            if didLoadFlag { return }
            didLoadFlag = true
            interactable.onActiveChange { [weak self] active in
                for child in self?.children ?? [] {
                    if active { child.interactable.activate() } else { child.interactable.deactivate() }
                }
            }
            didLoad()
        }

        func didLoad() {}

        final func attachChild(_ child: Routing) {
            children.append(child)
            child.interactable.activate()
            child.load()
            if let hooks = Mini.hooks, hooks.routerHooks { hooks.probe.didAttach(child, to: self) }
        }

        final func detachChild(_ child: Routing) {
            if let hooks = Mini.hooks, hooks.routerHooks { hooks.probe.willDetach(child, from: self) }
            child.interactable.deactivate()
            children.removeAll { $0 === child }
        }

        /// Launches a root router, as `LaunchRouter.launch(from:)` does.
        final func launch() {
            interactable.activate()
            load()
            if let hooks = Mini.hooks, hooks.routerHooks { hooks.probe.didAttach(self, to: nil) }
        }
    }

    class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
        let viewController: ViewControllerType
        let viewControllable: ViewControllable

        init(interactor: InteractorType, viewController: ViewControllerType) {
            self.viewController = viewController
            viewControllable = viewController as! ViewControllable
            super.init(interactor: interactor)
        }
    }

    class Builder<DependencyType> {
        let dependency: DependencyType
        init(dependency: DependencyType) { self.dependency = dependency }
    }

    protocol Dependency: AnyObject {}
    protocol EmptyDependency: Dependency {}

    class Component<DependencyType>: Dependency {
        let dependency: DependencyType
        private var sharedInstances: [String: Any] = [:]
        init(dependency: DependencyType) { self.dependency = dependency }

        final func shared<T>(function: String = #function, _ factory: () -> T) -> T {
            if let kept = sharedInstances[function] as? T { return kept }
            let made = factory()
            sharedInstances[function] = made
            return made
        }
    }

    final class EmptyComponent: EmptyDependency {}

    /// The probe's fast children accessor for these doubles.
    static let childrenAccessor: @Sendable (AnyObject) -> [AnyObject]? = {
        ($0 as? Routing)?.children.map { $0 as AnyObject }
    }
}
