import RIBs

protocol NearbyDependency: Dependency {
}

final class NearbyComponent: Component<NearbyDependency>, FinderDependency, JournalDependency {
    let locationUseCase = LocationUseCase()
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
        let finderBuilder = FinderBuilder(dependency: component)
        let journalBuilder = JournalBuilder(dependency: component)
        return NearbyRouter(
            interactor: interactor,
            viewController: viewController,
            finderBuilder: finderBuilder,
            journalBuilder: journalBuilder
        )
    }
}
