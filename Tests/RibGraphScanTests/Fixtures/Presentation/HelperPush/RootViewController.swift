import RIBs
import UIKit

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    func push(viewController: ViewControllable) {
        navigationController?.pushViewController(viewController.uiviewController, animated: true)
    }
}
