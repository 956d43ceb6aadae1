import RIBs

protocol SoonRouting: ViewableRouting {
    func routeToEvent()
}

protocol SoonPresentable: Presentable {
    var listener: SoonPresentableListener? { get set }
}

protocol SoonListener: AnyObject {
    func soonDidClose()
}

final class SoonInteractor: PresentableInteractor<SoonPresentable>, SoonInteractable, SoonPresentableListener {
    weak var router: SoonRouting?
    weak var listener: SoonListener?

    override init(presenter: SoonPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func eventDidClose() {
        // the child asked to leave
    }
}
