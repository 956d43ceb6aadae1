import RIBs
import UIKit

protocol JournalPresentableListener: AnyObject {
}

final class JournalViewController: UIViewController, JournalPresentable, JournalViewControllable {
    weak var listener: JournalPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
