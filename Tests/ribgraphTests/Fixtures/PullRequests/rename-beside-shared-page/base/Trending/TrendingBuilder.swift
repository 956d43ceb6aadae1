import RIBs

protocol TrendingDependency: Dependency {
}

final class TrendingComponent: Component<TrendingDependency> {
}

// MARK: - Builder

protocol TrendingBuildable: Buildable {
    func build(withListener listener: TrendingListener) -> TrendingRouting
}

final class TrendingBuilder: Builder<TrendingDependency>, TrendingBuildable {
    override init(dependency: TrendingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TrendingListener) -> TrendingRouting {
        let component = TrendingComponent(dependency: dependency)
        let viewController = TrendingViewController()
        let interactor = TrendingInteractor(presenter: viewController)
        interactor.listener = listener
        return TrendingRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}
