import RIBs
import UIKit

protocol SynopsisPresentableListener: AnyObject {
}

final class SynopsisViewController: UIViewController, SynopsisPresentable, SynopsisViewControllable {
    weak var listener: SynopsisPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
