import RIBs
import UIKit

protocol SignedInPresentableListener: AnyObject {
}

final class SignedInViewController: UIViewController, SignedInPresentable, SignedInViewControllable {
    weak var listener: SignedInPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
