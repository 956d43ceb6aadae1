import RIBs

protocol CaseDRouting: ViewableRouting {}

protocol CaseDPresentable: Presentable {
    var listener: CaseDPresentableListener? { get set }
}

protocol CaseDListener: AnyObject {
    func caseDDidClose()
}

final class CaseDInteractor: PresentableInteractor<CaseDPresentable>, CaseDInteractable, CaseDPresentableListener {
    weak var router: CaseDRouting?
    weak var listener: CaseDListener?

    override init(presenter: CaseDPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func close() {
        listener?.caseDDidClose()
    }
}
