import RIBs

protocol HomeDependency: Dependency {
}

final class HomeComponent: Component<HomeDependency>, CheckoutDependency {
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
        let checkoutBuilder = CheckoutBuilder(dependency: component)
        return HomeRouter(
            interactor: interactor,
            viewController: viewController,
            checkoutBuilder: checkoutBuilder
        )
    }
}
