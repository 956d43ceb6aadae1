import RIBs

protocol FeedInteractable: Interactable, ShelfListener, FilmPageListener {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

protocol FeedViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    private let shelfBuilder: ShelfBuildable
    private var shelf: ShelfRouting?
    private let filmPageBuilder: FilmPageBuildable
    private var filmPage: FilmPageRouting?

    init(
        interactor: FeedInteractable,
        viewController: FeedViewControllable,
        shelfBuilder: ShelfBuildable,
        filmPageBuilder: FilmPageBuildable
    ) {
        self.shelfBuilder = shelfBuilder
        self.filmPageBuilder = filmPageBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToShelf() {
        guard shelf == nil else { return }
        let child = shelfBuilder.build(withListener: interactor)
        shelf = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachShelf() {
        guard let child = shelf else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        shelf = nil
    }

    func routeToFilmPage() {
        guard filmPage == nil else { return }
        let child = filmPageBuilder.build(withListener: interactor, filmID: 0)
        filmPage = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachFilmPage() {
        guard let child = filmPage else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        filmPage = nil
    }
}
