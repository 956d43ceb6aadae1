import RIBs

public protocol CheckoutDependency: Dependency {}
final class CheckoutComponent: Component<CheckoutDependency>, CartDependency {}

public protocol CheckoutListener: AnyObject {}
public protocol CheckoutBuildable: Buildable {
    func build(withListener listener: CheckoutListener) -> ViewableRouting
}

public final class CheckoutBuilder: Builder<CheckoutDependency>, CheckoutBuildable {
    public func build(withListener listener: CheckoutListener) -> ViewableRouting {
        let component = CheckoutComponent(dependency: dependency)
        return CheckoutRouter(interactor: CheckoutInteractor(), viewController: CheckoutViewController(),
                              cartBuilder: CartBuilder(dependency: component))
    }
}

protocol CheckoutInteractable: Interactable, CartListener {}
protocol CheckoutViewControllable: ViewControllable {}
final class CheckoutViewController: UIViewController, CheckoutViewControllable {}
final class CheckoutInteractor: Interactor, CheckoutInteractable {}

final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable> {
    private let cartBuilder: CartBuildable

    init(interactor: CheckoutInteractable, viewController: CheckoutViewControllable, cartBuilder: CartBuildable) {
        self.cartBuilder = cartBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}
