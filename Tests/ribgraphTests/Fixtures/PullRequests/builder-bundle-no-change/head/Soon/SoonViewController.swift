import RIBs
import UIKit

protocol SoonPresentableListener: AnyObject {
}

final class SoonViewController: UIViewController, SoonPresentable, SoonViewControllable {
    weak var listener: SoonPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
