import RIBs
import UIKit

protocol 다PresentableListener: AnyObject {}

final class 다ViewController: UIViewController, 다Presentable, 다ViewControllable {
    weak var listener: 다PresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}
