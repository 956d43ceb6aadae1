import RIBs

protocol RootInteractable: Interactable, HomeListener, WalletListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let homeBuilder: HomeBuildable
    private var home: HomeRouting?
    private let walletBuilder: WalletBuildable
    private var wallet: WalletRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        homeBuilder: HomeBuildable,
        walletBuilder: WalletBuildable
    ) {
        self.homeBuilder = homeBuilder
        self.walletBuilder = walletBuilder
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

    func detachHome() {
        guard let child = home else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        home = nil
    }

    func routeToWallet() {
        guard wallet == nil else { return }
        let child = walletBuilder.build(withListener: interactor)
        wallet = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachWallet() {
        guard let child = wallet else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        wallet = nil
    }
}
