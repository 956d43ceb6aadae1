import RIBs

protocol RidesRouting: ViewableRouting {
    func routeToCharge()
}

protocol RidesPresentable: Presentable {
    var listener: RidesPresentableListener? { get set }
}

protocol RidesListener: AnyObject {
    func ridesDidClose()
}

final class RidesInteractor: PresentableInteractor<RidesPresentable>, RidesInteractable, RidesPresentableListener {
    weak var router: RidesRouting?
    weak var listener: RidesListener?

    override init(presenter: RidesPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func chargeDidClose() {
        // the child asked to leave
    }
}
