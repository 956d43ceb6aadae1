import RIBs

protocol TabsDependency: Dependency {
}

final class TabsComponent: Component<TabsDependency>, FeedDependency, FinderDependency, SavedDependency {
}

// MARK: - Builder

protocol TabsBuildable: Buildable {
    func build(withListener listener: TabsListener) -> TabsRouting
}

final class TabsBuilder: Builder<TabsDependency>, TabsBuildable {
    override init(dependency: TabsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TabsListener) -> TabsRouting {
        let component = TabsComponent(dependency: dependency)
        let viewController = TabsViewController()
        let interactor = TabsInteractor(presenter: viewController)
        interactor.listener = listener
        let feedBuilder = FeedBuilder(dependency: component)
        let finderBuilder = FinderBuilder(dependency: component)
        let savedBuilder = SavedBuilder(dependency: component)
        return TabsRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilder: feedBuilder,
            finderBuilder: finderBuilder,
            savedBuilder: savedBuilder
        )
    }
}
