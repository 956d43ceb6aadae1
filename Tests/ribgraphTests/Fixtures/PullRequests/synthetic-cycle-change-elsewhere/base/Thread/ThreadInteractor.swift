import RIBs

protocol ThreadRouting: ViewableRouting {
    func routeToChat()
}

protocol ThreadPresentable: Presentable {
    var listener: ThreadPresentableListener? { get set }
}

protocol ThreadListener: AnyObject {
    func threadDidClose()
}

final class ThreadInteractor: PresentableInteractor<ThreadPresentable>, ThreadInteractable, ThreadPresentableListener {
    weak var router: ThreadRouting?
    weak var listener: ThreadListener?

    override init(presenter: ThreadPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func chatDidClose() {
        // the child asked to leave
    }
}
