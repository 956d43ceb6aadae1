import RIBs
import UIKit

protocol TrailerPlayerPresentableListener: AnyObject {
}

final class TrailerPlayerViewController: UIViewController, TrailerPlayerPresentable, TrailerPlayerViewControllable {
    weak var listener: TrailerPlayerPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
