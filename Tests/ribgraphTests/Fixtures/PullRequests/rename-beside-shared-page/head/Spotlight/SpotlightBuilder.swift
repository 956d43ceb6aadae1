import RIBs

protocol SpotlightDependency: Dependency {
}

final class SpotlightComponent: Component<SpotlightDependency> {
}

// MARK: - Builder

protocol SpotlightBuildable: Buildable {
    func build(withListener listener: SpotlightListener) -> SpotlightRouting
}

final class SpotlightBuilder: Builder<SpotlightDependency>, SpotlightBuildable {
    override init(dependency: SpotlightDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SpotlightListener) -> SpotlightRouting {
        let component = SpotlightComponent(dependency: dependency)
        let viewController = SpotlightViewController()
        let interactor = SpotlightInteractor(presenter: viewController)
        interactor.listener = listener
        return SpotlightRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}
