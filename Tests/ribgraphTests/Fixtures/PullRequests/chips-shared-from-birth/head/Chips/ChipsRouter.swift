import RIBs

protocol ChipsInteractable: Interactable {
    var router: ChipsRouting? { get set }
    var listener: ChipsListener? { get set }
}

protocol ChipsViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class ChipsRouter: ViewableRouter<ChipsInteractable, ChipsViewControllable>, ChipsRouting {

    init(
        interactor: ChipsInteractable,
        viewController: ChipsViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
