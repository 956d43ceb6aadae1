import RIBs
import UIKit

protocol ThreadPresentableListener: AnyObject {
}

final class ThreadViewController: UIViewController, ThreadPresentable, ThreadViewControllable {
    weak var listener: ThreadPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
