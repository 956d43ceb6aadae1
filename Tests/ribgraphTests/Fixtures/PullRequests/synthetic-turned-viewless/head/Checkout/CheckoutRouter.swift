import RIBs

protocol CheckoutInteractable: Interactable, PaymentListener {
    var router: CheckoutRouting? { get set }
    var listener: CheckoutListener? { get set }
}

final class CheckoutRouter: Router<CheckoutInteractable>, CheckoutRouting {
    private let paymentBuilder: PaymentBuildable
    private var payment: PaymentRouting?

    init(
        interactor: CheckoutInteractable,
        paymentBuilder: PaymentBuildable
    ) {
        self.paymentBuilder = paymentBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    func routeToPayment() {
        guard payment == nil else { return }
        let child = paymentBuilder.build(withListener: interactor)
        payment = child
        attachChild(child)
    }

    func detachPayment() {
        guard let child = payment else { return }
        detachChild(child)
        payment = nil
    }
}
