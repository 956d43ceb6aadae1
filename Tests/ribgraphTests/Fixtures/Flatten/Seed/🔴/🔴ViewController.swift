import RIBs
import UIKit

protocol 🔴PresentableListener: AnyObject {}

final class 🔴ViewController: UIViewController, 🔴Presentable, 🔴ViewControllable {
    weak var listener: 🔴PresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}
