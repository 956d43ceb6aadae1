import RIBs
import UIKit

protocol LoginPresentableListener: AnyObject {
}

final class LoginViewController: UIViewController, LoginPresentable, LoginViewControllable {
    weak var listener: LoginPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }
}
