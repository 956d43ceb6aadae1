import RIBs
import UIKit

protocol CheckoutPresentableListener: AnyObject {
}

final class CheckoutViewController: UIViewController, CheckoutPresentable, CheckoutViewControllable {
    weak var listener: CheckoutPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
