import RIBs

protocol FilmPageInteractable: Interactable, SynopsisListener, RelatedListener {
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
    private let relatedBuilder: RelatedBuildable
    private var related: RelatedRouting?

    init(
        interactor: FilmPageInteractable,
        viewController: FilmPageViewControllable,
        synopsisBuilder: SynopsisBuildable,
        relatedBuilder: RelatedBuildable
    ) {
        self.synopsisBuilder = synopsisBuilder
        self.relatedBuilder = relatedBuilder
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

    func routeToRelated() {
        guard related == nil else { return }
        let child = relatedBuilder.build(withListener: interactor)
        related = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachRelated() {
        guard let child = related else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        related = nil
    }
}
