import RIBs

protocol CheckoutRouting: Routing {
    func routeToPayment()
}

protocol CheckoutListener: AnyObject {
    func checkoutDidClose()
}

final class CheckoutInteractor: Interactor, CheckoutInteractable {
    weak var router: CheckoutRouting?
    weak var listener: CheckoutListener?

    func paymentDidClose() {
        // the child asked to leave
    }
}
