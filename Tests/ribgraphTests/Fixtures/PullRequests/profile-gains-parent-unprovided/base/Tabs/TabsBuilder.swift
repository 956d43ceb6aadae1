import RIBs

protocol TabsDependency: Dependency {
}

final class TabsComponent: Component<TabsDependency>, PeopleDependency, GalleryDependency {
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
        let peopleBuilder = PeopleBuilder(dependency: component)
        let galleryBuilder = GalleryBuilder(dependency: component)
        return TabsRouter(
            interactor: interactor,
            viewController: viewController,
            peopleBuilder: peopleBuilder,
            galleryBuilder: galleryBuilder
        )
    }
}
