import RIBs
import UIKit

protocol PaymentDependency: Dependency {}

final class PaymentComponent: Component<PaymentDependency> {}

protocol PaymentBuildable: Buildable {
    func build(withListener listener: PaymentListener) -> PaymentRouting
}

final class PaymentBuilder: Builder<PaymentDependency>, PaymentBuildable {
    func build(withListener listener: PaymentListener) -> PaymentRouting {
        let component = PaymentComponent(dependency: dependency)
        _ = component
        let viewController = PaymentViewController()
        let interactor = PaymentInteractor(presenter: viewController)
        interactor.listener = listener
        return PaymentRouter(interactor: interactor, viewController: viewController)
    }
}

protocol PaymentRouting: ViewableRouting {}
protocol PaymentPresentable: Presentable {}
protocol PaymentListener: AnyObject {}

protocol PaymentInteractable: Interactable {
    var router: PaymentRouting? { get set }
    var listener: PaymentListener? { get set }
}

protocol PaymentViewControllable: ViewControllable {}

final class PaymentInteractor: PresentableInteractor<PaymentPresentable>, PaymentInteractable {
    weak var router: PaymentRouting?
    weak var listener: PaymentListener?
}

final class PaymentViewController: UIViewController, PaymentPresentable, PaymentViewControllable {}

final class PaymentRouter: ViewableRouter<PaymentInteractable, PaymentViewControllable>, PaymentRouting {}
