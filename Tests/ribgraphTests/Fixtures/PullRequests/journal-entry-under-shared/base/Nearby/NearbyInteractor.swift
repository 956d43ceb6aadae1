import RIBs

protocol NearbyRouting: ViewableRouting {
    func routeToFinder()
    func routeToJournal()
}

protocol NearbyPresentable: Presentable {
    var listener: NearbyPresentableListener? { get set }
}

protocol NearbyListener: AnyObject {
    func nearbyDidClose()
}

final class NearbyInteractor: PresentableInteractor<NearbyPresentable>, NearbyInteractable, NearbyPresentableListener {
    weak var router: NearbyRouting?
    weak var listener: NearbyListener?

    override init(presenter: NearbyPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func finderDidClose() {
        // the child asked to leave
    }

    func journalDidClose() {
        // the child asked to leave
    }
}
