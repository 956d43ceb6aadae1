import RIBs

protocol SavedInteractable: Interactable {
    var router: SavedRouting? { get set }
    var listener: SavedListener? { get set }
}

protocol SavedViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SavedRouter: ViewableRouter<SavedInteractable, SavedViewControllable>, SavedRouting {

    init(
        interactor: SavedInteractable,
        viewController: SavedViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
