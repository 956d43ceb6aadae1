import RIBs

protocol AgendaInteractable: Interactable, EventListener, SoonListener {
    var router: AgendaRouting? { get set }
    var listener: AgendaListener? { get set }
}

protocol AgendaViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class AgendaRouter: ViewableRouter<AgendaInteractable, AgendaViewControllable>, AgendaRouting {
    private let builders: AgendaBuilders
    private var event: EventRouting?
    private var soon: SoonRouting?

    init(
        interactor: AgendaInteractable,
        viewController: AgendaViewControllable,
        builders: AgendaBuilders
    ) {
        self.builders = builders
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToEvent() {
        guard event == nil else { return }
        let child = builders.eventBuilder.build(withListener: interactor)
        event = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachEvent() {
        guard let child = event else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        event = nil
    }

    func routeToSoon() {
        guard soon == nil else { return }
        let child = builders.soonBuilder.build(withListener: interactor)
        soon = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachSoon() {
        guard let child = soon else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        soon = nil
    }
}
