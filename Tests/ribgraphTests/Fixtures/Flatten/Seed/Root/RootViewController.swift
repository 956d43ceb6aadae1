import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UITabBarController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func setTabs(_ tabs: [ViewControllable]) {
        setViewControllers(tabs.map(\.uiviewController), animated: false)
    }
}
