import RIBs
import UIKit

protocol CaseDPresentableListener: AnyObject {}

final class CaseDViewController: UIViewController, CaseDPresentable, CaseDViewControllable {
    weak var listener: CaseDPresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}
