import RIBs

protocol CCDependency: Dependency {
    var session: Session { get }
}

final class CCComponent: Component<CCDependency>, BDependency, BannerDependency {
    var session: Session {
        dependency.session
    }
}

// MARK: - Builder

protocol CCBuildable: Buildable {
    func build(withListener listener: CCListener) -> CCRouting
}

final class CCBuilder: Builder<CCDependency>, CCBuildable {
    override init(dependency: CCDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CCListener) -> CCRouting {
        let component = CCComponent(dependency: dependency)
        let viewController = CCViewController()
        let interactor = CCInteractor(presenter: viewController)
        interactor.listener = listener
        let bBuilder = BBuilder(dependency: component)
        let bannerBuilder = BannerBuilder(dependency: component)
        return CCRouter(
            interactor: interactor, viewController: viewController, bBuilder: bBuilder, bannerBuilder: bannerBuilder)
    }
}
