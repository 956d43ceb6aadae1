import RIBs

protocol FeedDependency: Dependency {
}

final class FeedComponent: Component<FeedDependency>, ShareDependency {
}

// MARK: - Builder

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> FeedRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    override init(dependency: FeedDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FeedListener) -> FeedRouting {
        let component = FeedComponent(dependency: dependency)
        let viewController = FeedViewController()
        let interactor = FeedInteractor(presenter: viewController)
        interactor.listener = listener
        let shareBuilder = ShareBuilder(dependency: component)
        return FeedRouter(
            interactor: interactor,
            viewController: viewController,
            shareBuilder: shareBuilder
        )
    }
}
