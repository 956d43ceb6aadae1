import RIBs

protocol 나Routing: ViewableRouting {
    func routeTo다()
    func routeTo🥝()
}

protocol 나Presentable: Presentable {
    var listener: 나PresentableListener? { get set }
}

protocol 나Listener: AnyObject {
    func naDidClose()
}

final class 나Interactor: PresentableInteractor<나Presentable>, 나Interactable, 나PresentableListener {
    weak var router: 나Routing?
    weak var listener: 나Listener?

    override init(presenter: 나Presentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func select다() {
        router?.routeTo다()
    }

    func daDidClose() {}

    func select🥝() {
        router?.routeTo🥝()
    }

    func kiwiDidClose() {}

    func close() {
        listener?.naDidClose()
    }
}
