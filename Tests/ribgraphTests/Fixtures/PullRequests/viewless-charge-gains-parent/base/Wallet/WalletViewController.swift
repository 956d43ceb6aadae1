import RIBs
import UIKit

protocol WalletPresentableListener: AnyObject {
}

final class WalletViewController: UIViewController, WalletPresentable, WalletViewControllable {
    weak var listener: WalletPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
