import RIBs
import UIKit

protocol BPresentableListener: AnyObject {}

final class BViewController: UIViewController, BPresentable, BViewControllable {
    weak var listener: BPresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}
