import RIBs

protocol LocationRouting: ViewableRouting {
}

protocol LocationPresentable: Presentable {
    var listener: LocationPresentableListener? { get set }
}

protocol LocationListener: AnyObject {
    func locationDidClose()
}

final class LocationInteractor: PresentableInteractor<LocationPresentable>, LocationInteractable, LocationPresentableListener {
    weak var router: LocationRouting?
    weak var listener: LocationListener?

    override init(presenter: LocationPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
