import RIBs

protocol TrackRouting: ViewableRouting {
    func routeToEvent()
}

protocol TrackPresentable: Presentable {
    var listener: TrackPresentableListener? { get set }
}

protocol TrackListener: AnyObject {
    func trackDidClose()
}

final class TrackInteractor: PresentableInteractor<TrackPresentable>, TrackInteractable, TrackPresentableListener {
    weak var router: TrackRouting?
    weak var listener: TrackListener?

    override init(presenter: TrackPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func eventDidClose() {
        // the child asked to leave
    }
}
