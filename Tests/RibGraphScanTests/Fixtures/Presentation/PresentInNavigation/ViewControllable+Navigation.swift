import RIBs
import UIKit

extension ViewControllable {
    /// Presents `viewController` full screen, inside a navigation controller of its own.
    func presentInNavigation(_ viewController: ViewControllable) {
        let navigation = UINavigationController(rootViewController: viewController.uiviewController)
        navigation.modalPresentationStyle = .fullScreen
        uiviewController.present(navigation, animated: true)
    }
}
