import RIBs

protocol SynopsisRouting: ViewableRouting {
}

protocol SynopsisPresentable: Presentable {
    var listener: SynopsisPresentableListener? { get set }
}

protocol SynopsisListener: AnyObject {
    func synopsisDidClose()
}

final class SynopsisInteractor: PresentableInteractor<SynopsisPresentable>, SynopsisInteractable, SynopsisPresentableListener {
    weak var router: SynopsisRouting?
    weak var listener: SynopsisListener?

    override init(presenter: SynopsisPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
