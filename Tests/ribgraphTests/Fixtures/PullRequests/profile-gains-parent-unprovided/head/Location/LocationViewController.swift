import RIBs
import UIKit

protocol LocationPresentableListener: AnyObject {
}

final class LocationViewController: UIViewController, LocationPresentable, LocationViewControllable {
    weak var listener: LocationPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
