import RIBs

/// The app's cart badge; Checkout has a Cart RIB of its own.
protocol CartDependency: Dependency {}
final class CartComponent: Component<CartDependency> {}

protocol CartListener: AnyObject {}
protocol CartBuildable: Buildable {
    func build(withListener listener: CartListener) -> Routing
}

final class CartBuilder: Builder<CartDependency>, CartBuildable {
    func build(withListener listener: CartListener) -> Routing {
        _ = CartComponent(dependency: dependency)
        return CartRouter(interactor: CartInteractor())
    }
}

protocol CartInteractable: Interactable {}
final class CartInteractor: Interactor, CartInteractable {}
final class CartRouter: Router<CartInteractable> {}
