import RIBs

protocol CaseARouting: ViewableRouting {
    func routeToCaseB()
}

protocol CaseAPresentable: Presentable {
    var listener: CaseAPresentableListener? { get set }
}

protocol CaseAListener: AnyObject {
    func caseADidClose()
}

final class CaseAInteractor: PresentableInteractor<CaseAPresentable>, CaseAInteractable, CaseAPresentableListener {
    weak var router: CaseARouting?
    weak var listener: CaseAListener?

    override init(presenter: CaseAPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func selectCaseB() {
        router?.routeToCaseB()
    }

    func caseBDidClose() {}

    func close() {
        listener?.caseADidClose()
    }
}
