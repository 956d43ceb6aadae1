import RIBs
import UIKit

protocol 가PresentableListener: AnyObject {}

final class 가ViewController: UIViewController, 가Presentable, 가ViewControllable {
    weak var listener: 가PresentableListener?

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
