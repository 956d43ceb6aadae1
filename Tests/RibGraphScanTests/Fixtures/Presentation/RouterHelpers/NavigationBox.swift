import RIBs
import UIKit

/// A navigation controller around a RIB's view, as a `ViewControllable`.
final class NavigationBox: ViewControllable {
    let navigationController: UINavigationController

    var uiviewController: UIViewController { navigationController }

    init(root: ViewControllable) {
        navigationController = UINavigationController(rootViewController: root.uiviewController)
    }
}
