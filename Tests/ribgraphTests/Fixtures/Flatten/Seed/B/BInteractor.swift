import RIBs

protocol BRouting: ViewableRouting {
    func routeTo가()
    func routeTo🔴()
}

protocol BPresentable: Presentable {
    var listener: BPresentableListener? { get set }
}

protocol BListener: AnyObject {
    func bDidClose()
}

final class BInteractor: PresentableInteractor<BPresentable>, BInteractable, BPresentableListener {
    weak var router: BRouting?
    weak var listener: BListener?

    override init(presenter: BPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func select가() {
        router?.routeTo가()
    }

    func gaDidClose() {}

    func select🔴() {
        router?.routeTo🔴()
    }

    func redDidClose() {}

    func close() {
        listener?.bDidClose()
    }
}
