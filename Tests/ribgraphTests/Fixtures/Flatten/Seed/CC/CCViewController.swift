import RIBs
import UIKit

protocol CCPresentableListener: AnyObject {}

final class CCViewController: UIViewController, CCPresentable, CCViewControllable {
    weak var listener: CCPresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func embed(viewController: ViewControllable) {
        addChild(viewController.uiviewController)
    }

    func push(viewController: ViewControllable) {
        navigationController?.pushViewController(viewController.uiviewController, animated: true)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}
