import RIBs

protocol FilmPageRouting: ViewableRouting {
    func routeToSynopsis()
    func routeToRelated()
    func routeToChips()
}

protocol FilmPagePresentable: Presentable {
    var listener: FilmPagePresentableListener? { get set }
}

protocol FilmPageListener: AnyObject {
    func filmPageDidClose()
}

final class FilmPageInteractor: PresentableInteractor<FilmPagePresentable>, FilmPageInteractable, FilmPagePresentableListener {
    weak var router: FilmPageRouting?
    weak var listener: FilmPageListener?

    override init(presenter: FilmPagePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func synopsisDidClose() {
        // the child asked to leave
    }

    func relatedDidClose() {
        // the child asked to leave
    }

    func chipsDidClose() {
        // the child asked to leave
    }
}
