import RIBs

protocol LegacyRouting: ViewableRouting {
}

protocol LegacyPresentable: Presentable {
    var listener: LegacyPresentableListener? { get set }
}

protocol LegacyListener: AnyObject {
    func legacyDidClose()
}

final class LegacyInteractor: PresentableInteractor<LegacyPresentable>, LegacyInteractable, LegacyPresentableListener {
    weak var router: LegacyRouting?
    weak var listener: LegacyListener?

    override init(presenter: LegacyPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
