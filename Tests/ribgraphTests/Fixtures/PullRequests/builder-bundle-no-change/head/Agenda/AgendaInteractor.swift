import RIBs

protocol AgendaRouting: ViewableRouting {
    func routeToEvent()
    func routeToSoon()
}

protocol AgendaPresentable: Presentable {
    var listener: AgendaPresentableListener? { get set }
}

protocol AgendaListener: AnyObject {
    func agendaDidClose()
}

final class AgendaInteractor: PresentableInteractor<AgendaPresentable>, AgendaInteractable, AgendaPresentableListener {
    weak var router: AgendaRouting?
    weak var listener: AgendaListener?

    override init(presenter: AgendaPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func eventDidClose() {
        // the child asked to leave
    }

    func soonDidClose() {
        // the child asked to leave
    }
}
