import RIBs

protocol ChatRouting: ViewableRouting {
    func routeToThread()
}

protocol ChatPresentable: Presentable {
    var listener: ChatPresentableListener? { get set }
}

protocol ChatListener: AnyObject {
    func chatDidClose()
}

final class ChatInteractor: PresentableInteractor<ChatPresentable>, ChatInteractable, ChatPresentableListener {
    weak var router: ChatRouting?
    weak var listener: ChatListener?

    override init(presenter: ChatPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func threadDidClose() {
        // the child asked to leave
    }
}
