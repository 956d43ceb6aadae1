import RIBs

protocol CCRouting: ViewableRouting {
    func routeToB()
}

protocol CCPresentable: Presentable {
    var listener: CCPresentableListener? { get set }
}

protocol CCListener: AnyObject {
    func cCDidClose()
}

final class CCInteractor: PresentableInteractor<CCPresentable>, CCInteractable, CCPresentableListener {
    weak var router: CCRouting?
    weak var listener: CCListener?

    override init(presenter: CCPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func selectB() {
        router?.routeToB()
    }

    func bDidClose() {}

    func bannerDidClose() {}

    func close() {
        listener?.cCDidClose()
    }
}
