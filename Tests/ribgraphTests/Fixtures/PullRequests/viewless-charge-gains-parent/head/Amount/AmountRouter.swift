import RIBs

protocol AmountInteractable: Interactable {
    var router: AmountRouting? { get set }
    var listener: AmountListener? { get set }
}

protocol AmountViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class AmountRouter: ViewableRouter<AmountInteractable, AmountViewControllable>, AmountRouting {

    init(
        interactor: AmountInteractable,
        viewController: AmountViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
