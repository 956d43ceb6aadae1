import RIBs
import UIKit

protocol FinderPresentableListener: AnyObject {
}

final class FinderViewController: UIViewController, FinderPresentable, FinderViewControllable {
    weak var listener: FinderPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
