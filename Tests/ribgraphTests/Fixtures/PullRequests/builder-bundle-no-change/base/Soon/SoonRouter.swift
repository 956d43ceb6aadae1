import RIBs

protocol SoonInteractable: Interactable, EventListener {
    var router: SoonRouting? { get set }
    var listener: SoonListener? { get set }
}

protocol SoonViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class SoonRouter: ViewableRouter<SoonInteractable, SoonViewControllable>, SoonRouting {
    private let eventBuilder: EventBuildable
    private var event: EventRouting?

    init(
        interactor: SoonInteractable,
        viewController: SoonViewControllable,
        eventBuilder: EventBuildable
    ) {
        self.eventBuilder = eventBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToEvent() {
        guard event == nil else { return }
        let child = eventBuilder.build(withListener: interactor)
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
}
