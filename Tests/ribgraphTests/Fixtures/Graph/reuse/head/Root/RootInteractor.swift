import RIBs

protocol RootRouting: ViewableRouting {
    func routeToPromo()
    func routeToHome()
    func routeToSearch()
    func routeToWeb()
    func routeToLogin()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func promoDidClose() {
        // the child asked to leave
    }

    func homeDidClose() {
        // the child asked to leave
    }

    func searchDidClose() {
        // the child asked to leave
    }

    func webDidClose() {
        // the child asked to leave
    }

    func loginDidClose() {
        // the child asked to leave
    }
}
