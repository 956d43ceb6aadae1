import RIBs
import UIKit

protocol HelpPresentableListener: AnyObject {
}

final class HelpViewController: UIViewController, HelpPresentable, HelpViewControllable {
    weak var listener: HelpPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
