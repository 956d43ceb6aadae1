import RIBs
import UIKit

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    func show(_ viewController: ViewControllable) {
        addChild(viewController.uiviewController)
    }
}
