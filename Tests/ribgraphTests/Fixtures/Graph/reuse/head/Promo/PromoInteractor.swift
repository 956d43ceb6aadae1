import RIBs

protocol PromoRouting: ViewableRouting {
    func routeToWeb()
    func routeToLogin()
}

protocol PromoPresentable: Presentable {
    var listener: PromoPresentableListener? { get set }
}

protocol PromoListener: AnyObject {
    func promoDidClose()
}

final class PromoInteractor: PresentableInteractor<PromoPresentable>, PromoInteractable, PromoPresentableListener {
    weak var router: PromoRouting?
    weak var listener: PromoListener?

    override init(presenter: PromoPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func webDidClose() {
        // the child asked to leave
    }

    func loginDidClose() {
        // the child asked to leave
    }
}
