import RIBs

protocol EventInteractable: Interactable {
    var router: EventRouting? { get set }
    var listener: EventListener? { get set }
}

protocol EventViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class EventRouter: ViewableRouter<EventInteractable, EventViewControllable>, EventRouting {

    init(
        interactor: EventInteractable,
        viewController: EventViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
