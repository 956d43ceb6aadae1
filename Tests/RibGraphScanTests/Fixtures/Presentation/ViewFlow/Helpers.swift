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

extension ViewControllable {
    /// The same signature as `LobbyViewControllable`'s requirement: a call on a `LobbyViewControllable` runs the
    /// requirement's implementation, not this.
    func setViewControllers(_ viewControllables: [ViewControllable]) {
        uiviewController.navigationController?.setViewControllers(
            viewControllables.map(\.uiviewController), animated: true)
    }
}
