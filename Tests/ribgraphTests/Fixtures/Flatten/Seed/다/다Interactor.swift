import RIBs

protocol 다Routing: ViewableRouting {}

protocol 다Presentable: Presentable {
    var listener: 다PresentableListener? { get set }
}

protocol 다Listener: AnyObject {
    func daDidClose()
}

final class 다Interactor: PresentableInteractor<다Presentable>, 다Interactable, 다PresentableListener {
    weak var router: 다Routing?
    weak var listener: 다Listener?

    override init(presenter: 다Presentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func close() {
        listener?.daDidClose()
    }
}
