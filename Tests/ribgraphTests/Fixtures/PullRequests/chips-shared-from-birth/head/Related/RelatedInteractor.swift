import RIBs

protocol RelatedRouting: ViewableRouting {
}

protocol RelatedPresentable: Presentable {
    var listener: RelatedPresentableListener? { get set }
}

protocol RelatedListener: AnyObject {
    func relatedDidClose()
}

final class RelatedInteractor: PresentableInteractor<RelatedPresentable>, RelatedInteractable, RelatedPresentableListener {
    weak var router: RelatedRouting?
    weak var listener: RelatedListener?

    override init(presenter: RelatedPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
