import RIBs
import UIKit

protocol ChipsPresentableListener: AnyObject {
}

final class ChipsViewController: UIViewController, ChipsPresentable, ChipsViewControllable {
    weak var listener: ChipsPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
