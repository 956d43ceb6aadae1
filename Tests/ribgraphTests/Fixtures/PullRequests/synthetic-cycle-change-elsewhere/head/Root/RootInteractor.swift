import RIBs

protocol RootRouting: ViewableRouting {
    func routeToChat()
    func routeToSide()
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

    func chatDidClose() {
        // the child asked to leave
    }

    func sideDidClose() {
        // the child asked to leave
    }
}
