import RIBs
import UIKit

protocol EntryPresentableListener: AnyObject {
}

final class EntryViewController: UIViewController, EntryPresentable, EntryViewControllable {
    weak var listener: EntryPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
