import RIBs

protocol FinderRouting: ViewableRouting {
    func routeToFilmPage()
}

protocol FinderPresentable: Presentable {
    var listener: FinderPresentableListener? { get set }
}

protocol FinderListener: AnyObject {
    func finderDidClose()
}

final class FinderInteractor: PresentableInteractor<FinderPresentable>, FinderInteractable, FinderPresentableListener {
    weak var router: FinderRouting?
    weak var listener: FinderListener?

    override init(presenter: FinderPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func filmPageDidClose() {
        // the child asked to leave
    }
}
