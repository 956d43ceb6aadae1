import RIBs
import UIKit

protocol HomePresentableListener: AnyObject {
}

final class HomeViewController: UIViewController, HomePresentable, HomeViewControllable {
    weak var listener: HomePresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
