import RIBs

protocol RootRouting: ViewableRouting {
    func routeToFeed()
    func routeToSearch()
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

    func feedDidClose() {
        // the child asked to leave
    }

    func searchDidClose() {
        // the child asked to leave
    }
}
