import RIBs

protocol ShareInteractable: Interactable {
    var router: ShareRouting? { get set }
    var listener: ShareListener? { get set }
}

protocol ShareViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class ShareRouter: ViewableRouter<ShareInteractable, ShareViewControllable>, ShareRouting {

    init(
        interactor: ShareInteractable,
        viewController: ShareViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
