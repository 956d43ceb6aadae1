import RIBs
import UIKit

protocol LegacyPresentableListener: AnyObject {
}

final class LegacyViewController: UIViewController, LegacyPresentable, LegacyViewControllable {
    weak var listener: LegacyPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }
}
