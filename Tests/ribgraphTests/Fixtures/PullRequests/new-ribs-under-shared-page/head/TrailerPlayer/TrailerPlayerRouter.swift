import RIBs

protocol TrailerPlayerInteractable: Interactable {
    var router: TrailerPlayerRouting? { get set }
    var listener: TrailerPlayerListener? { get set }
}

protocol TrailerPlayerViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class TrailerPlayerRouter: ViewableRouter<TrailerPlayerInteractable, TrailerPlayerViewControllable>, TrailerPlayerRouting {

    init(
        interactor: TrailerPlayerInteractable,
        viewController: TrailerPlayerViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
