import RIBs

protocol 가Routing: ViewableRouting {
    func routeTo나()
}

protocol 가Presentable: Presentable {
    var listener: 가PresentableListener? { get set }
}

protocol 가Listener: AnyObject {
    func gaDidClose()
}

final class 가Interactor: PresentableInteractor<가Presentable>, 가Interactable, 가PresentableListener {
    weak var router: 가Routing?
    weak var listener: 가Listener?

    override init(presenter: 가Presentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func select나() {
        router?.routeTo나()
    }

    func naDidClose() {}

    func close() {
        listener?.gaDidClose()
    }
}
