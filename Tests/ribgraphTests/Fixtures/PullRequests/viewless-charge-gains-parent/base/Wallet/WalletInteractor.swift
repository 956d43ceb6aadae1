import RIBs

protocol WalletRouting: ViewableRouting {
    func routeToCards()
    func routeToAddCard()
    func routeToCharge()
}

protocol WalletPresentable: Presentable {
    var listener: WalletPresentableListener? { get set }
}

protocol WalletListener: AnyObject {
    func walletDidClose()
}

final class WalletInteractor: PresentableInteractor<WalletPresentable>, WalletInteractable, WalletPresentableListener {
    weak var router: WalletRouting?
    weak var listener: WalletListener?

    override init(presenter: WalletPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func cardsDidClose() {
        // the child asked to leave
    }

    func addCardDidClose() {
        // the child asked to leave
    }

    func chargeDidClose() {
        // the child asked to leave
    }
}
