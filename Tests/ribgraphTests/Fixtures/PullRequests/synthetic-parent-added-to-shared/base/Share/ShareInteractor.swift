import RIBs

protocol ShareRouting: ViewableRouting {
}

protocol SharePresentable: Presentable {
    var listener: SharePresentableListener? { get set }
}

protocol ShareListener: AnyObject {
    func shareDidClose()
}

final class ShareInteractor: PresentableInteractor<SharePresentable>, ShareInteractable, SharePresentableListener {
    weak var router: ShareRouting?
    weak var listener: ShareListener?

    override init(presenter: SharePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
