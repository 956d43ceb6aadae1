import RIBs

protocol SpotlightInteractable: Interactable {
    var router: SpotlightRouting? { get set }
    var listener: SpotlightListener? { get set }
}

protocol SpotlightViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SpotlightRouter: ViewableRouter<SpotlightInteractable, SpotlightViewControllable>, SpotlightRouting {

    init(
        interactor: SpotlightInteractable,
        viewController: SpotlightViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
