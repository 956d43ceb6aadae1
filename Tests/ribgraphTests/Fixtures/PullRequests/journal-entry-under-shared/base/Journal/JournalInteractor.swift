import RIBs

protocol JournalRouting: ViewableRouting {
}

protocol JournalPresentable: Presentable {
    var listener: JournalPresentableListener? { get set }
}

protocol JournalListener: AnyObject {
    func journalDidClose()
}

final class JournalInteractor: PresentableInteractor<JournalPresentable>, JournalInteractable, JournalPresentableListener {
    weak var router: JournalRouting?
    weak var listener: JournalListener?

    override init(presenter: JournalPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
