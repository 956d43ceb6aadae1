import RIBs
import UIKit

protocol ShelfPresentableListener: AnyObject {
}

final class ShelfViewController: UIViewController, ShelfPresentable, ShelfViewControllable {
    weak var listener: ShelfPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
