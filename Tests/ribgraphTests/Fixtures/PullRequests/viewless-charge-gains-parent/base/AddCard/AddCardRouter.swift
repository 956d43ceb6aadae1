import RIBs

protocol AddCardInteractable: Interactable {
    var router: AddCardRouting? { get set }
    var listener: AddCardListener? { get set }
}

protocol AddCardViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class AddCardRouter: ViewableRouter<AddCardInteractable, AddCardViewControllable>, AddCardRouting {

    init(
        interactor: AddCardInteractable,
        viewController: AddCardViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
