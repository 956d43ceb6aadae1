import RIBs

protocol EventRouting: ViewableRouting {
}

protocol EventPresentable: Presentable {
    var listener: EventPresentableListener? { get set }
}

protocol EventListener: AnyObject {
    func eventDidClose()
}

final class EventInteractor: PresentableInteractor<EventPresentable>, EventInteractable, EventPresentableListener {
    weak var router: EventRouting?
    weak var listener: EventListener?

    override init(presenter: EventPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
