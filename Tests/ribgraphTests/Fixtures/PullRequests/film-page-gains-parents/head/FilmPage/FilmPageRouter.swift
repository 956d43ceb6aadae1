import RIBs

protocol FilmPageInteractable: Interactable, SynopsisListener {
    var router: FilmPageRouting? { get set }
    var listener: FilmPageListener? { get set }
}

protocol FilmPageViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class FilmPageRouter: ViewableRouter<FilmPageInteractable, FilmPageViewControllable>, FilmPageRouting {
    private let synopsisBuilder: SynopsisBuildable
    private var synopsis: SynopsisRouting?

    init(
        interactor: FilmPageInteractable,
        viewController: FilmPageViewControllable,
        synopsisBuilder: SynopsisBuildable
    ) {
        self.synopsisBuilder = synopsisBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToSynopsis() {
        guard synopsis == nil else { return }
        let child = synopsisBuilder.build(withListener: interactor)
        synopsis = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachSynopsis() {
        guard let child = synopsis else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        synopsis = nil
    }
}
