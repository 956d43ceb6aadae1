import RIBs
import UIKit

protocol CaseCPresentableListener: AnyObject {}

final class CaseCViewController: UIViewController, CaseCPresentable, CaseCViewControllable {
    weak var listener: CaseCPresentableListener?

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
