import RIBs

protocol CheckoutRouting: ViewableRouting {
    func routeToPayment()
}

protocol CheckoutPresentable: Presentable {
    var listener: CheckoutPresentableListener? { get set }
}

protocol CheckoutListener: AnyObject {
    func checkoutDidClose()
}

final class CheckoutInteractor: PresentableInteractor<CheckoutPresentable>, CheckoutInteractable, CheckoutPresentableListener {
    weak var router: CheckoutRouting?
    weak var listener: CheckoutListener?

    override init(presenter: CheckoutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func paymentDidClose() {
        // the child asked to leave
    }
}
