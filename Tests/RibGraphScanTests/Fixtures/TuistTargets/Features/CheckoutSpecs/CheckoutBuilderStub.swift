@testable import Checkout
import RIBs

/// Test support of the CheckoutSpecs unit-test target: not part of the app.
final class StubCheckoutBuilder: Builder<CheckoutDependency>, CheckoutBuildable {
    func build(withListener listener: CheckoutListener) -> ViewableRouting {
        CheckoutRouter(interactor: CheckoutInteractor(), viewController: CheckoutViewController(),
                       cartBuilder: CartBuilder(dependency: CheckoutComponent(dependency: dependency)))
    }
}
