import RIBs

protocol RidesInteractable: Interactable {
    var router: RidesRouting? { get set }
    var listener: RidesListener? { get set }
}

protocol RidesViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RidesRouter: ViewableRouter<RidesInteractable, RidesViewControllable>, RidesRouting {

    init(
        interactor: RidesInteractable,
        viewController: RidesViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
