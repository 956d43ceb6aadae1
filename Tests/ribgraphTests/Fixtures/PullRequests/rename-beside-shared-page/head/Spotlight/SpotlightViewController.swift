import RIBs
import UIKit

protocol SpotlightPresentableListener: AnyObject {
}

final class SpotlightViewController: UIViewController, SpotlightPresentable, SpotlightViewControllable {
    weak var listener: SpotlightPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
