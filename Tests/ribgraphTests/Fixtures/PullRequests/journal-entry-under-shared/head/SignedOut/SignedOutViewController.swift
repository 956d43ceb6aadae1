import RIBs
import UIKit

protocol SignedOutPresentableListener: AnyObject {
}

final class SignedOutViewController: UIViewController, SignedOutPresentable, SignedOutViewControllable {
    weak var listener: SignedOutPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
