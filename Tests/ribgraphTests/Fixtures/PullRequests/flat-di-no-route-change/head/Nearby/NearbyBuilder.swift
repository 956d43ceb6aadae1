import RIBs

protocol NearbyDependency: Dependency {
    var finderBuilder: FinderBuildable { get }
    var journalBuilder: JournalBuildable { get }
    var locationUseCase: LocationUseCase { get }
}

final class NearbyComponent: Component<NearbyDependency> {
    var locationUseCase: LocationUseCase {
        dependency.locationUseCase
    }
}

// MARK: - Builder

protocol NearbyBuildable: Buildable {
    func build(withListener listener: NearbyListener) -> NearbyRouting
}

final class NearbyBuilder: Builder<NearbyDependency>, NearbyBuildable {
    override init(dependency: NearbyDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: NearbyListener) -> NearbyRouting {
        let component = NearbyComponent(dependency: dependency)
        let viewController = NearbyViewController()
        let interactor = NearbyInteractor(presenter: viewController)
        interactor.listener = listener
        return NearbyRouter(
            interactor: interactor,
            viewController: viewController,
            finderBuilder: dependency.finderBuilder,
            journalBuilder: dependency.journalBuilder
        )
    }
}
