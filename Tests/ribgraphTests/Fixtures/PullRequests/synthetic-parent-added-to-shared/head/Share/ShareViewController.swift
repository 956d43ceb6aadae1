import RIBs
import UIKit

protocol SharePresentableListener: AnyObject {
}

final class ShareViewController: UIViewController, SharePresentable, ShareViewControllable {
    weak var listener: SharePresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
