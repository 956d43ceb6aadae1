import RIBs

protocol EventDependency: Dependency {}
final class EventComponent: Component<EventDependency> {}

protocol EventListener: AnyObject {}
protocol EventBuildable: Buildable {
    func build(withListener listener: EventListener) -> ViewableRouting
}

final class EventBuilder: Builder<EventDependency>, EventBuildable {
    func build(withListener listener: EventListener) -> ViewableRouting {
        _ = EventComponent(dependency: dependency)
        return EventRouter(interactor: EventInteractor(), viewController: EventViewController())
    }
}

protocol EventInteractable: Interactable {}
protocol EventViewControllable: ViewControllable {}
final class EventViewController: UIViewController, EventViewControllable {}
final class EventInteractor: Interactor, EventInteractable {}
final class EventRouter: ViewableRouter<EventInteractable, EventViewControllable> {}
