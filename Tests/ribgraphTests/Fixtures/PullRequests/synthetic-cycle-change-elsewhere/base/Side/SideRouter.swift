import RIBs

protocol SideInteractable: Interactable {
    var router: SideRouting? { get set }
    var listener: SideListener? { get set }
}

protocol SideViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SideRouter: ViewableRouter<SideInteractable, SideViewControllable>, SideRouting {

    init(
        interactor: SideInteractable,
        viewController: SideViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
