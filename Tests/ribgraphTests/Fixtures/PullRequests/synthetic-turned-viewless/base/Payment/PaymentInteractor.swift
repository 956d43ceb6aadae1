import RIBs

protocol PaymentRouting: ViewableRouting {
}

protocol PaymentPresentable: Presentable {
    var listener: PaymentPresentableListener? { get set }
}

protocol PaymentListener: AnyObject {
    func paymentDidClose()
}

final class PaymentInteractor: PresentableInteractor<PaymentPresentable>, PaymentInteractable, PaymentPresentableListener {
    weak var router: PaymentRouting?
    weak var listener: PaymentListener?

    override init(presenter: PaymentPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
