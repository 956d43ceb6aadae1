import RIBs

protocol HomeInteractable: Interactable, CheckoutListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let checkoutBuilder: CheckoutBuildable
    private var checkout: CheckoutRouting?

    init(
        interactor: HomeInteractable,
        viewController: HomeViewControllable,
        checkoutBuilder: CheckoutBuildable
    ) {
        self.checkoutBuilder = checkoutBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCheckout() {
        guard checkout == nil else { return }
        let child = checkoutBuilder.build(withListener: interactor)
        checkout = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachCheckout() {
        guard let child = checkout else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        checkout = nil
    }
}
