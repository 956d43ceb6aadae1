import RIBs

protocol HomeDependency: Dependency {
    var baseURL: String { get }
}

final class HomeComponent: Component<HomeDependency>, WebDependency, LoginDependency {
    var baseURL: String {
        dependency.baseURL
    }
}

// MARK: - Builder

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> HomeRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    override init(dependency: HomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HomeListener) -> HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        let webBuilder = WebBuilder(dependency: component)
        let loginBuilder = LoginBuilder(dependency: component)
        return HomeRouter(
            interactor: interactor,
            viewController: viewController,
            webBuilder: webBuilder,
            loginBuilder: loginBuilder
        )
    }
}
