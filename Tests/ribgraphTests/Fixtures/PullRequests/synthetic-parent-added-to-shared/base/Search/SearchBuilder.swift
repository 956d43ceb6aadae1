import RIBs

protocol SearchDependency: Dependency {
}

final class SearchComponent: Component<SearchDependency>, ShareDependency {
}

// MARK: - Builder

protocol SearchBuildable: Buildable {
    func build(withListener listener: SearchListener) -> SearchRouting
}

final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {
    override init(dependency: SearchDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SearchListener) -> SearchRouting {
        let component = SearchComponent(dependency: dependency)
        let viewController = SearchViewController()
        let interactor = SearchInteractor(presenter: viewController)
        interactor.listener = listener
        let shareBuilder = ShareBuilder(dependency: component)
        return SearchRouter(
            interactor: interactor,
            viewController: viewController,
            shareBuilder: shareBuilder
        )
    }
}
