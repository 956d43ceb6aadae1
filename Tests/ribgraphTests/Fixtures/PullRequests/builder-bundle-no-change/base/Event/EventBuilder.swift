import RIBs

typealias EventDependency = HasClock

final class EventComponent: Component<EventDependency> {
}

// MARK: - Builder

protocol EventBuildable: Buildable {
    func build(withListener listener: EventListener) -> EventRouting
}

final class EventBuilder: Builder<EventDependency>, EventBuildable {
    override init(dependency: EventDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: EventListener) -> EventRouting {
        let component = EventComponent(dependency: dependency)
        let viewController = EventViewController()
        let interactor = EventInteractor(presenter: viewController)
        interactor.listener = listener
        return EventRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}
