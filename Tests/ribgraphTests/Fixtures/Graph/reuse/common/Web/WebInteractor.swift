import RIBs

protocol WebRouting: ViewableRouting {
}

protocol WebPresentable: Presentable {
    var listener: WebPresentableListener? { get set }
}

protocol WebListener: AnyObject {
    func webDidClose()
}

final class WebInteractor: PresentableInteractor<WebPresentable>, WebInteractable, WebPresentableListener {
    weak var router: WebRouting?
    weak var listener: WebListener?

    override init(presenter: WebPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
