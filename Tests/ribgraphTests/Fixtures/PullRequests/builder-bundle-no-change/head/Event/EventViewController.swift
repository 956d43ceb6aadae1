import RIBs
import UIKit

protocol EventPresentableListener: AnyObject {
}

final class EventViewController: UIViewController, EventPresentable, EventViewControllable {
    weak var listener: EventPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
