import RIBs
import UIKit

protocol RelatedPresentableListener: AnyObject {
}

final class RelatedViewController: UIViewController, RelatedPresentable, RelatedViewControllable {
    weak var listener: RelatedPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
