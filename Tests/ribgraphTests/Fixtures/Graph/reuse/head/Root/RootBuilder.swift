import RIBs

protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency>, PromoDependency, HomeDependency, SearchDependency, WebDependency, LoginDependency {
    var baseURL: String {
        "https://example.com"
    }
}

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
        let promoBuilder = PromoBuilder(dependency: component)
        let homeBuilder = HomeBuilder(dependency: component)
        let searchBuilder = SearchBuilder(dependency: component)
        let webBuilder = WebBuilder(dependency: component)
        let loginBuilder = LoginBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            promoBuilder: promoBuilder,
            homeBuilder: homeBuilder,
            searchBuilder: searchBuilder,
            webBuilder: webBuilder,
            loginBuilder: loginBuilder
        )
    }
}
