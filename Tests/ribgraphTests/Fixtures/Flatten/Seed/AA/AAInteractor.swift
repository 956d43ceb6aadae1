import RIBs

protocol AARouting: ViewableRouting {
    func routeToB()
}

protocol AAPresentable: Presentable {
    var listener: AAPresentableListener? { get set }
}

protocol AAListener: AnyObject {
    func aADidClose()
}

final class AAInteractor: PresentableInteractor<AAPresentable>, AAInteractable, AAPresentableListener {
    weak var router: AARouting?
    weak var listener: AAListener?

    override init(presenter: AAPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func selectB() {
        router?.routeToB()
    }

    func bDidClose() {}

    func close() {
        listener?.aADidClose()
    }
}
