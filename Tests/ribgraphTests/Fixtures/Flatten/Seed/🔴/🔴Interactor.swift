import RIBs

protocol 🔴Routing: ViewableRouting {}

protocol 🔴Presentable: Presentable {
    var listener: 🔴PresentableListener? { get set }
}

protocol 🔴Listener: AnyObject {
    func redDidClose()
}

final class 🔴Interactor: PresentableInteractor<🔴Presentable>, 🔴Interactable, 🔴PresentableListener {
    weak var router: 🔴Routing?
    weak var listener: 🔴Listener?

    override init(presenter: 🔴Presentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func close() {
        listener?.redDidClose()
    }
}
