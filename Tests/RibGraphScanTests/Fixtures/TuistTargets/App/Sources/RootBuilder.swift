import Checkout
import ProfileFeature
import RIBs

protocol RootDependency: Dependency {}
final class RootComponent: Component<RootDependency>, CartDependency, CheckoutDependency, ProfileDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        return RootRouter(interactor: RootInteractor(), viewController: RootViewController(),
                          cartBuilder: CartBuilder(dependency: component),
                          checkoutBuilder: CheckoutBuilder(dependency: component),
                          profileBuilder: ProfileBuilder(dependency: component))
    }
}

protocol RootInteractable: Interactable, CartListener, CheckoutListener, ProfileListener {}
protocol RootViewControllable: ViewControllable {}
final class RootViewController: UIViewController, RootViewControllable {}
final class RootInteractor: Interactor, RootInteractable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let cartBuilder: CartBuildable
    private let checkoutBuilder: CheckoutBuildable
    private let profileBuilder: ProfileBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, cartBuilder: CartBuildable,
         checkoutBuilder: CheckoutBuildable, profileBuilder: ProfileBuildable) {
        self.cartBuilder = cartBuilder
        self.checkoutBuilder = checkoutBuilder
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
    }
}
