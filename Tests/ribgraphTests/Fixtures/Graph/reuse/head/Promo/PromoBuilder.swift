import RIBs

protocol PromoDependency: Dependency {
    var baseURL: String { get }
}

final class PromoComponent: Component<PromoDependency>, WebDependency, LoginDependency {
    var baseURL: String {
        dependency.baseURL
    }
}

// MARK: - Builder

protocol PromoBuildable: Buildable {
    func build(withListener listener: PromoListener) -> PromoRouting
}

final class PromoBuilder: Builder<PromoDependency>, PromoBuildable {
    override init(dependency: PromoDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PromoListener) -> PromoRouting {
        let component = PromoComponent(dependency: dependency)
        let viewController = PromoViewController()
        let interactor = PromoInteractor(presenter: viewController)
        interactor.listener = listener
        let webBuilder = WebBuilder(dependency: component)
        let loginBuilder = LoginBuilder(dependency: component)
        return PromoRouter(
            interactor: interactor,
            viewController: viewController,
            webBuilder: webBuilder,
            loginBuilder: loginBuilder
        )
    }
}
