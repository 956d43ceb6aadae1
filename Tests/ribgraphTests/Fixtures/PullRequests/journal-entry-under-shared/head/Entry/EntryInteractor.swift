import RIBs

protocol EntryRouting: ViewableRouting {
}

protocol EntryPresentable: Presentable {
    var listener: EntryPresentableListener? { get set }
}

protocol EntryListener: AnyObject {
    func entryDidClose()
}

final class EntryInteractor: PresentableInteractor<EntryPresentable>, EntryInteractable, EntryPresentableListener {
    weak var router: EntryRouting?
    weak var listener: EntryListener?

    override init(presenter: EntryPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
