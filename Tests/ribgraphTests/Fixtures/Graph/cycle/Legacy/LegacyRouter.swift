import RIBs

protocol LegacyInteractable: Interactable {
    var router: LegacyRouting? { get set }
    var listener: LegacyListener? { get set }
}

protocol LegacyViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
}

final class LegacyRouter: ViewableRouter<LegacyInteractable, LegacyViewControllable>, LegacyRouting {
    init(
        interactor: LegacyInteractable,
        viewController: LegacyViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
