import RIBs

/// The order's cart, with a view: the app's Cart is another RIB of the same name.
protocol CartDependency: Dependency {}
final class CartComponent: Component<CartDependency> {}

protocol CartListener: AnyObject {}
protocol CartBuildable: Buildable {
    func build(withListener listener: CartListener) -> ViewableRouting
}

final class CartBuilder: Builder<CartDependency>, CartBuildable {
    func build(withListener listener: CartListener) -> ViewableRouting {
        _ = CartComponent(dependency: dependency)
        return CartRouter(interactor: CartInteractor(), viewController: CartViewController())
    }
}

protocol CartInteractable: Interactable {}
protocol CartViewControllable: ViewControllable {}
final class CartViewController: UIViewController, CartViewControllable {}
final class CartInteractor: Interactor, CartInteractable {}
final class CartRouter: ViewableRouter<CartInteractable, CartViewControllable> {}
