import RIBs

protocol HomeInteractable: Interactable, WebListener, LoginListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let webBuilder: WebBuildable
    private var web: WebRouting?
    private let loginBuilder: LoginBuildable
    private var login: LoginRouting?

    init(
        interactor: HomeInteractable,
        viewController: HomeViewControllable,
        webBuilder: WebBuildable,
        loginBuilder: LoginBuildable
    ) {
        self.webBuilder = webBuilder
        self.loginBuilder = loginBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
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
