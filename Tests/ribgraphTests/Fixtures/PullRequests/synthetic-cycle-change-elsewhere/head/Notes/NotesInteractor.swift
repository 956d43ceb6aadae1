import RIBs

protocol NotesRouting: ViewableRouting {
}

protocol NotesPresentable: Presentable {
    var listener: NotesPresentableListener? { get set }
}

protocol NotesListener: AnyObject {
    func notesDidClose()
}

final class NotesInteractor: PresentableInteractor<NotesPresentable>, NotesInteractable, NotesPresentableListener {
    weak var router: NotesRouting?
    weak var listener: NotesListener?

    override init(presenter: NotesPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
