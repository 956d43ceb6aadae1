import RIBs

protocol SpotlightRouting: ViewableRouting {
}

protocol SpotlightPresentable: Presentable {
    var listener: SpotlightPresentableListener? { get set }
}

protocol SpotlightListener: AnyObject {
    func spotlightDidClose()
}

final class SpotlightInteractor: PresentableInteractor<SpotlightPresentable>, SpotlightInteractable, SpotlightPresentableListener {
    weak var router: SpotlightRouting?
    weak var listener: SpotlightListener?

    override init(presenter: SpotlightPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
