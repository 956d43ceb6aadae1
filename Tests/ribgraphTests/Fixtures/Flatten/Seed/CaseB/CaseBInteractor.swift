import RIBs

protocol CaseBRouting: ViewableRouting {
    func routeToCaseC()
}

protocol CaseBPresentable: Presentable {
    var listener: CaseBPresentableListener? { get set }
}

protocol CaseBListener: AnyObject {
    func caseBDidClose()
}

final class CaseBInteractor: PresentableInteractor<CaseBPresentable>, CaseBInteractable, CaseBPresentableListener {
    weak var router: CaseBRouting?
    weak var listener: CaseBListener?

    override init(presenter: CaseBPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func selectCaseC() {
        router?.routeToCaseC()
    }

    func caseCDidClose() {}

    func close() {
        listener?.caseBDidClose()
    }
}
