import RIBs

protocol BannerDependency: Dependency {
}

final class BannerComponent: Component<BannerDependency> {
}

// MARK: - Builder

protocol BannerBuildable: Buildable {
    func build(withListener listener: BannerListener) -> BannerRouting
}

final class BannerBuilder: Builder<BannerDependency>, BannerBuildable {
    override init(dependency: BannerDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: BannerListener) -> BannerRouting {
        let component = BannerComponent(dependency: dependency)
        let viewController = BannerViewController()
        let interactor = BannerInteractor(presenter: viewController)
        interactor.listener = listener
        return BannerRouter(interactor: interactor, viewController: viewController)
    }
}
