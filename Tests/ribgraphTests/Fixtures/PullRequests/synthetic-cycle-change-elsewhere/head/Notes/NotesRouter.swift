import RIBs

protocol NotesInteractable: Interactable {
    var router: NotesRouting? { get set }
    var listener: NotesListener? { get set }
}

protocol NotesViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class NotesRouter: ViewableRouter<NotesInteractable, NotesViewControllable>, NotesRouting {

    init(
        interactor: NotesInteractable,
        viewController: NotesViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
