import RIBs

protocol RelatedInteractable: Interactable {
    var router: RelatedRouting? { get set }
    var listener: RelatedListener? { get set }
}

protocol RelatedViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RelatedRouter: ViewableRouter<RelatedInteractable, RelatedViewControllable>, RelatedRouting {

    init(
        interactor: RelatedInteractable,
        viewController: RelatedViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
