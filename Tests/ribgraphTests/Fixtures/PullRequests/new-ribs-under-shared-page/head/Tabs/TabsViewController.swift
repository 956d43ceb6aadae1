import RIBs
import UIKit

protocol TabsPresentableListener: AnyObject {
}

final class TabsViewController: UIViewController, TabsPresentable, TabsViewControllable {
    weak var listener: TabsPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
