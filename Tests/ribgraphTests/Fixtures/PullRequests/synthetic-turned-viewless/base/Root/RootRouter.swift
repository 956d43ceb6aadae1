import RIBs

protocol RootInteractable: Interactable, HomeListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let homeBuilder: HomeBuildable
    private var home: HomeRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        homeBuilder: HomeBuildable
    ) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToHome() {
        guard home == nil else { return }
        let child = homeBuilder.build(withListener: interactor)
        home = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachHome() {
        guard let child = home else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        home = nil
    }
}
