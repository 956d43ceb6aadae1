import RIBs
import UIKit

class ThemedBar: UITabBarController {}

final class Dock: ThemedBar, MainPresentable, MainViewControllable {
    func setTabs(_ viewControllers: [ViewControllable]) {
        setViewControllers(viewControllers.map(\.uiviewController), animated: false)
    }
}
