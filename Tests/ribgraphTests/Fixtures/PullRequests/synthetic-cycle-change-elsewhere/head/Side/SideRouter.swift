import RIBs

protocol SideInteractable: Interactable, NotesListener {
    var router: SideRouting? { get set }
    var listener: SideListener? { get set }
}

protocol SideViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SideRouter: ViewableRouter<SideInteractable, SideViewControllable>, SideRouting {
    private let notesBuilder: NotesBuildable
    private var notes: NotesRouting?

    init(
        interactor: SideInteractable,
        viewController: SideViewControllable,
        notesBuilder: NotesBuildable
    ) {
        self.notesBuilder = notesBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToNotes() {
        guard notes == nil else { return }
        let child = notesBuilder.build(withListener: interactor)
        notes = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachNotes() {
        guard let child = notes else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        notes = nil
    }
}
