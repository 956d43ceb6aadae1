import RIBs

protocol SynopsisInteractable: Interactable {
    var router: SynopsisRouting? { get set }
    var listener: SynopsisListener? { get set }
}

protocol SynopsisViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SynopsisRouter: ViewableRouter<SynopsisInteractable, SynopsisViewControllable>, SynopsisRouting {

    init(
        interactor: SynopsisInteractable,
        viewController: SynopsisViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
