import RIBs
import UIKit

protocol NearbyPresentableListener: AnyObject {
}

final class NearbyViewController: UIViewController, NearbyPresentable, NearbyViewControllable {
    weak var listener: NearbyPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
