import RIBs

typealias TrackDependency = HasEventBuilder

final class TrackComponent: Component<TrackDependency> {
}

// MARK: - Builder

protocol TrackBuildable: Buildable {
    func build(withListener listener: TrackListener) -> TrackRouting
}

final class TrackBuilder: Builder<TrackDependency>, TrackBuildable {
    override init(dependency: TrackDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TrackListener) -> TrackRouting {
        let component = TrackComponent(dependency: dependency)
        let viewController = TrackViewController()
        let interactor = TrackInteractor(presenter: viewController)
        interactor.listener = listener
        return TrackRouter(
            interactor: interactor,
            viewController: viewController,
            eventBuilder: dependency.eventBuilder
        )
    }
}
