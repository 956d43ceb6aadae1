import RIBs
import UIKit

protocol CheckoutDependency: Dependency {}

final class CheckoutComponent: Component<CheckoutDependency>, PaymentDependency {}

protocol CheckoutBuildable: Buildable {
    func build(withListener listener: CheckoutListener) -> CheckoutRouting
}

final class CheckoutBuilder: Builder<CheckoutDependency>, CheckoutBuildable {
    func build(withListener listener: CheckoutListener) -> CheckoutRouting {
        let component = CheckoutComponent(dependency: dependency)
        let viewController = CheckoutViewController()
        let interactor = CheckoutInteractor(presenter: viewController)
        interactor.listener = listener
        return CheckoutRouter(
            interactor: interactor, viewController: viewController,
            paymentBuilder: PaymentBuilder(dependency: component))
    }
}

protocol CheckoutRouting: ViewableRouting {}
protocol CheckoutPresentable: Presentable {}
protocol CheckoutListener: AnyObject {}

protocol CheckoutInteractable: Interactable, PaymentListener {
    var router: CheckoutRouting? { get set }
    var listener: CheckoutListener? { get set }
}

protocol CheckoutViewControllable: ViewControllable {}

final class CheckoutInteractor: PresentableInteractor<CheckoutPresentable>, CheckoutInteractable {
    weak var router: CheckoutRouting?
    weak var listener: CheckoutListener?
}

final class CheckoutViewController: UIViewController, CheckoutPresentable, CheckoutViewControllable {}

/// A base shared by checkout-like routers: it holds the payment builder its subclasses hand it, and shows the
/// payment with its helper's default transition.
class PaymentRouterBase<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType> {
    private let paymentBuilder: PaymentBuildable

    init(interactor: InteractorType, viewController: ViewControllerType, paymentBuilder: PaymentBuildable) {
        self.paymentBuilder = paymentBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToPayment(listener: PaymentListener) {
        let payment = paymentBuilder.build(withListener: listener)
        show(payment)
    }

    private func show(_ router: Routing, transition: Transition = .sheet(style: .formSheet)) {
        perform(Hop(to: router, transition: transition))
    }
}

final class CheckoutRouter: PaymentRouterBase<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    init(interactor: CheckoutInteractable, viewController: CheckoutViewControllable, paymentBuilder: PaymentBuildable) {
        super.init(interactor: interactor, viewController: viewController, paymentBuilder: paymentBuilder)
        interactor.router = self
    }
}
