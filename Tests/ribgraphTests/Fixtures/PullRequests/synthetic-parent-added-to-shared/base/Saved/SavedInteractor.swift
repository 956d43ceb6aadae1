import RIBs

protocol SavedRouting: ViewableRouting {
}

protocol SavedPresentable: Presentable {
    var listener: SavedPresentableListener? { get set }
}

protocol SavedListener: AnyObject {
    func savedDidClose()
}

final class SavedInteractor: PresentableInteractor<SavedPresentable>, SavedInteractable, SavedPresentableListener {
    weak var router: SavedRouting?
    weak var listener: SavedListener?

    override init(presenter: SavedPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
