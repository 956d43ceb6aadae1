import RIBs

protocol CardPickerInteractable: Interactable {
    var router: CardPickerRouting? { get set }
    var listener: CardPickerListener? { get set }
}

protocol CardPickerViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class CardPickerRouter: ViewableRouter<CardPickerInteractable, CardPickerViewControllable>, CardPickerRouting {

    init(
        interactor: CardPickerInteractable,
        viewController: CardPickerViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
