import RIBs

protocol LocationDependency: Dependency {
    var selectedPerson: SelectedPersonStream { get }
}

final class LocationComponent: Component<LocationDependency> {
}

// MARK: - Builder

protocol LocationBuildable: Buildable {
    func build(withListener listener: LocationListener) -> LocationRouting
}

final class LocationBuilder: Builder<LocationDependency>, LocationBuildable {
    override init(dependency: LocationDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LocationListener) -> LocationRouting {
        let component = LocationComponent(dependency: dependency)
        let viewController = LocationViewController()
        let interactor = LocationInteractor(presenter: viewController)
        interactor.listener = listener
        return LocationRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}
