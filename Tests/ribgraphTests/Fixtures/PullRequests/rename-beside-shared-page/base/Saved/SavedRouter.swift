import RIBs

protocol SavedInteractable: Interactable, FilmPageListener {
    var router: SavedRouting? { get set }
    var listener: SavedListener? { get set }
}

protocol SavedViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SavedRouter: ViewableRouter<SavedInteractable, SavedViewControllable>, SavedRouting {
    private let filmPageBuilder: FilmPageBuildable
    private var filmPage: FilmPageRouting?

    init(
        interactor: SavedInteractable,
        viewController: SavedViewControllable,
        filmPageBuilder: FilmPageBuildable
    ) {
        self.filmPageBuilder = filmPageBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
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
