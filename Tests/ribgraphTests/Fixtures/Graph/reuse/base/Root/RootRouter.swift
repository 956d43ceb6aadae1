import RIBs

protocol RootInteractable: Interactable, HomeListener, SearchListener, WebListener, LoginListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let homeBuilder: HomeBuildable
    private var home: HomeRouting?
    private let searchBuilder: SearchBuildable
    private var search: SearchRouting?
    private let webBuilder: WebBuildable
    private var web: WebRouting?
    private let loginBuilder: LoginBuildable
    private var login: LoginRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        homeBuilder: HomeBuildable,
        searchBuilder: SearchBuildable,
        webBuilder: WebBuildable,
        loginBuilder: LoginBuildable
    ) {
        self.homeBuilder = homeBuilder
        self.searchBuilder = searchBuilder
        self.webBuilder = webBuilder
        self.loginBuilder = loginBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToHome() {
        guard home == nil else { return }
        let child = homeBuilder.build(withListener: interactor)
        home = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func routeToSearch() {
        guard search == nil else { return }
        let child = searchBuilder.build(withListener: interactor)
        search = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func routeToWeb() {
        guard web == nil else { return }
        let child = webBuilder.build(withListener: interactor)
        web = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func routeToLogin() {
        guard login == nil else { return }
        let child = loginBuilder.build(withListener: interactor)
        login = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }
}
