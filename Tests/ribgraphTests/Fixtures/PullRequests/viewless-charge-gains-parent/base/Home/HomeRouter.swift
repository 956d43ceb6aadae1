import RIBs

protocol HomeInteractable: Interactable, RidesListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let ridesBuilder: RidesBuildable
    private var rides: RidesRouting?

    init(
        interactor: HomeInteractable,
        viewController: HomeViewControllable,
        ridesBuilder: RidesBuildable
    ) {
        self.ridesBuilder = ridesBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToRides() {
        guard rides == nil else { return }
        let child = ridesBuilder.build(withListener: interactor)
        rides = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachRides() {
        guard let child = rides else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        rides = nil
    }
}
