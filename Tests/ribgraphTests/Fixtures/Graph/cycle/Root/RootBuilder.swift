import RIBs

protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency>, FeedDependency {}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let feedBuilder = FeedBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilder: feedBuilder
        )
    }
}
