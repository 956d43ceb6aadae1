import RIBs

protocol AmountRouting: ViewableRouting {
}

protocol AmountPresentable: Presentable {
    var listener: AmountPresentableListener? { get set }
}

protocol AmountListener: AnyObject {
    func amountDidClose()
}

final class AmountInteractor: PresentableInteractor<AmountPresentable>, AmountInteractable, AmountPresentableListener {
    weak var router: AmountRouting?
    weak var listener: AmountListener?

    override init(presenter: AmountPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
