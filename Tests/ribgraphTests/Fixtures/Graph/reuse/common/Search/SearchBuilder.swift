import RIBs

protocol SearchDependency: Dependency {
    var baseURL: String { get }
}

final class SearchComponent: Component<SearchDependency>, WebDependency, LoginDependency {
    var baseURL: String {
        dependency.baseURL
    }
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
        let webBuilder = WebBuilder(dependency: component)
        let loginBuilder = LoginBuilder(dependency: component)
        return SearchRouter(
            interactor: interactor,
            viewController: viewController,
            webBuilder: webBuilder,
            loginBuilder: loginBuilder
        )
    }
}
