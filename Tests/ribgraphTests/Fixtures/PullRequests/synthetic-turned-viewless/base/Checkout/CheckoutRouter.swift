import RIBs

protocol CheckoutInteractable: Interactable, PaymentListener {
    var router: CheckoutRouting? { get set }
    var listener: CheckoutListener? { get set }
}

protocol CheckoutViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    private let paymentBuilder: PaymentBuildable
    private var payment: PaymentRouting?

    init(
        interactor: CheckoutInteractable,
        viewController: CheckoutViewControllable,
        paymentBuilder: PaymentBuildable
    ) {
        self.paymentBuilder = paymentBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToPayment() {
        guard payment == nil else { return }
        let child = paymentBuilder.build(withListener: interactor)
        payment = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachPayment() {
        guard let child = payment else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        payment = nil
    }
}
