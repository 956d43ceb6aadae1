import RIBs

protocol PaymentInteractable: Interactable {
    var router: PaymentRouting? { get set }
    var listener: PaymentListener? { get set }
}

protocol PaymentViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class PaymentRouter: ViewableRouter<PaymentInteractable, PaymentViewControllable>, PaymentRouting {

    init(
        interactor: PaymentInteractable,
        viewController: PaymentViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
