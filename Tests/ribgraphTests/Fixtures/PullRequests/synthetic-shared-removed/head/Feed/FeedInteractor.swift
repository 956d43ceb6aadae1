import RIBs

protocol FeedRouting: ViewableRouting {
}

protocol FeedPresentable: Presentable {
    var listener: FeedPresentableListener? { get set }
}

protocol FeedListener: AnyObject {
    func feedDidClose()
}

final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedInteractable, FeedPresentableListener {
    weak var router: FeedRouting?
    weak var listener: FeedListener?

    override init(presenter: FeedPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
