import RIBs
import UIKit

protocol CaseBPresentableListener: AnyObject {}

final class CaseBViewController: UIViewController, CaseBPresentable, CaseBViewControllable {
    weak var listener: CaseBPresentableListener?

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
