import RIBs
import UIKit

protocol AAPresentableListener: AnyObject {}

final class AAViewController: UIViewController, AAPresentable, AAViewControllable {
    weak var listener: AAPresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func push(viewController: ViewControllable) {
        navigationController?.pushViewController(viewController.uiviewController, animated: true)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}
