import RIBs

protocol SignedOutInteractable: Interactable {
    var router: SignedOutRouting? { get set }
    var listener: SignedOutListener? { get set }
}

protocol SignedOutViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SignedOutRouter: ViewableRouter<SignedOutInteractable, SignedOutViewControllable>, SignedOutRouting {

    init(
        interactor: SignedOutInteractable,
        viewController: SignedOutViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
