import RIBs
import UIKit

protocol TrackPresentableListener: AnyObject {
}

final class TrackViewController: UIViewController, TrackPresentable, TrackViewControllable {
    weak var listener: TrackPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
