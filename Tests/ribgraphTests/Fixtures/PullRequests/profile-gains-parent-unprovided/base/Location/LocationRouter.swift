import RIBs

protocol LocationInteractable: Interactable {
    var router: LocationRouting? { get set }
    var listener: LocationListener? { get set }
}

protocol LocationViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class LocationRouter: ViewableRouter<LocationInteractable, LocationViewControllable>, LocationRouting {

    init(
        interactor: LocationInteractable,
        viewController: LocationViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
