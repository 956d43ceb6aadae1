import RIBs

protocol TrailerPlayerRouting: ViewableRouting {
}

protocol TrailerPlayerPresentable: Presentable {
    var listener: TrailerPlayerPresentableListener? { get set }
}

protocol TrailerPlayerListener: AnyObject {
    func trailerPlayerDidClose()
}

final class TrailerPlayerInteractor: PresentableInteractor<TrailerPlayerPresentable>, TrailerPlayerInteractable, TrailerPlayerPresentableListener {
    weak var router: TrailerPlayerRouting?
    weak var listener: TrailerPlayerListener?

    override init(presenter: TrailerPlayerPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
