import RIBs

protocol CardsInteractable: Interactable {
    var router: CardsRouting? { get set }
    var listener: CardsListener? { get set }
}

protocol CardsViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class CardsRouter: ViewableRouter<CardsInteractable, CardsViewControllable>, CardsRouting {

    init(
        interactor: CardsInteractable,
        viewController: CardsViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
