import RIBs
import UIKit

protocol PaymentPresentableListener: AnyObject {
}

final class PaymentViewController: UIViewController, PaymentPresentable, PaymentViewControllable {
    weak var listener: PaymentPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
