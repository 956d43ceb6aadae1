import RIBs
import UIKit

protocol AmountPresentableListener: AnyObject {
}

final class AmountViewController: UIViewController, AmountPresentable, AmountViewControllable {
    weak var listener: AmountPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
