import RIBs
import UIKit

protocol SavedPresentableListener: AnyObject {
}

final class SavedViewController: UIViewController, SavedPresentable, SavedViewControllable {
    weak var listener: SavedPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
