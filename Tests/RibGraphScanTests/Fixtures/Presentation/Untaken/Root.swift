import RIBs
import UIKit

final class RootComponent: Component<EmptyDependency>, LiveDependency, DeadDependency, OrphanDependency,
    StoredDependency, LoadedDependency
{}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<EmptyDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor, viewController: viewController,
            liveBuilder: LiveBuilder(dependency: component), deadBuilder: DeadBuilder(dependency: component),
            orphanBuilder: OrphanBuilder(dependency: component), storedBuilder: StoredBuilder(dependency: component),
            loadedBuilder: LoadedBuilder(dependency: component))
    }
}

protocol RootRouting: LaunchRouting {
    func routeToLive()
    func routeToDead()
    func routeToOrphan()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootPresentableListener: AnyObject {
    func didTapLive()
}

protocol RootInteractable: Interactable, LiveListener, DeadListener, OrphanListener, StoredListener,
    LoadedListener
{
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?

    // The view calls it.
    func didTapLive() {
        router?.routeToLive()
    }

    // Nothing calls it: the route it takes is never taken.
    func openOrphan() {
        router?.routeToOrphan()
    }

    // The dead route, once:
    // router?.routeToDead()
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let liveBuilder: LiveBuildable
    private let deadBuilder: DeadBuildable
    private let orphanBuilder: OrphanBuildable
    private let storedBuilder: StoredBuildable
    private let loadedBuilder: LoadedBuildable

    init(
        interactor: RootInteractable, viewController: RootViewControllable, liveBuilder: LiveBuildable,
        deadBuilder: DeadBuildable, orphanBuilder: OrphanBuildable, storedBuilder: StoredBuildable,
        loadedBuilder: LoadedBuildable
    ) {
        self.liveBuilder = liveBuilder
        self.deadBuilder = deadBuilder
        self.orphanBuilder = orphanBuilder
        self.storedBuilder = storedBuilder
        self.loadedBuilder = loadedBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let loaded = loadedBuilder.build(withListener: interactor)
        attachChild(loaded)
        viewController.push(viewController: loaded.viewControllable)
    }

    func routeToLive() {
        let live = liveBuilder.build(withListener: interactor)
        show(live)
        // Live's own function, called on Live's router: the only call of attachPicker.
        live.attachPicker()
    }

    func routeToDead() {
        show(deadBuilder.build(withListener: interactor))
    }

    func routeToOrphan() {
        show(orphanBuilder.build(withListener: interactor))
    }

    func routeToStored() {
        // let stored = storedBuilder.build(withListener: interactor)
        // show(stored)
    }

    private func show(_ child: ViewableRouting) {
        attachChild(child)
        viewController.push(viewController: child.viewControllable)
    }
}
