import RIBs
import UIKit

protocol 나PresentableListener: AnyObject {}

final class 나ViewController: UIViewController, 나Presentable, 나ViewControllable {
    weak var listener: 나PresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}
