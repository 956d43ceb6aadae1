import RIBs

protocol FinderInteractable: Interactable {
    var router: FinderRouting? { get set }
    var listener: FinderListener? { get set }
}

protocol FinderViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class FinderRouter: ViewableRouter<FinderInteractable, FinderViewControllable>, FinderRouting {

    init(
        interactor: FinderInteractable,
        viewController: FinderViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
