import RIBs

protocol WebDependency: Dependency {
    var baseURL: String { get }
}

final class WebComponent: Component<WebDependency> {}

// MARK: - Builder

protocol WebBuildable: Buildable {
    func build(withListener listener: WebListener) -> WebRouting
}

final class WebBuilder: Builder<WebDependency>, WebBuildable {
    override init(dependency: WebDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: WebListener) -> WebRouting {
        let component = WebComponent(dependency: dependency)
        let viewController = WebViewController()
        let interactor = WebInteractor(presenter: viewController)
        interactor.listener = listener
        return WebRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}
