import RIBs
import UIKit

protocol SidePresentableListener: AnyObject {
}

final class SideViewController: UIViewController, SidePresentable, SideViewControllable {
    weak var listener: SidePresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
