import RIBs
import UIKit

protocol RidesPresentableListener: AnyObject {
}

final class RidesViewController: UIViewController, RidesPresentable, RidesViewControllable {
    weak var listener: RidesPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
