import RIBs
import UIKit

extension ViewControllable {
    func pushViewController(_ viewControllable: ViewControllable, animated: Bool) {
        uiviewController.navigationController?.pushViewController(viewControllable.uiviewController, animated: animated)
    }

    /// Takes two arguments: a call with one (`setViewControllers(tabs)`) is another function.
    func setViewControllers(_ viewControllables: [ViewControllable], animated: Bool) {
        uiviewController.navigationController?.setViewControllers(
            viewControllables.map(\.uiviewController), animated: animated)
    }
}
