import RIBs
import UIKit

protocol SettingsPresentableListener: AnyObject {
}

final class SettingsViewController: UIViewController, SettingsPresentable, SettingsViewControllable {
    weak var listener: SettingsPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
