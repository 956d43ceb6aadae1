import RIBs
import UIKit

protocol CaseAPresentableListener: AnyObject {}

final class CaseAViewController: UIViewController, CaseAPresentable, CaseAViewControllable {
    weak var listener: CaseAPresentableListener?

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
