import RIBs

protocol CaseCRouting: ViewableRouting {
    func routeToCaseD()
}

protocol CaseCPresentable: Presentable {
    var listener: CaseCPresentableListener? { get set }
}

protocol CaseCListener: AnyObject {
    func caseCDidClose()
}

final class CaseCInteractor: PresentableInteractor<CaseCPresentable>, CaseCInteractable, CaseCPresentableListener {
    weak var router: CaseCRouting?
    weak var listener: CaseCListener?

    override init(presenter: CaseCPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func selectCaseD() {
        router?.routeToCaseD()
    }

    func caseDDidClose() {}

    func close() {
        listener?.caseCDidClose()
    }
}
