import RIBs

protocol FinderInteractable: Interactable, FilmPageListener {
    var router: FinderRouting? { get set }
    var listener: FinderListener? { get set }
}

protocol FinderViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class FinderRouter: ViewableRouter<FinderInteractable, FinderViewControllable>, FinderRouting {
    private let filmPageBuilder: FilmPageBuildable
    private var filmPage: FilmPageRouting?

    init(
        interactor: FinderInteractable,
        viewController: FinderViewControllable,
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
