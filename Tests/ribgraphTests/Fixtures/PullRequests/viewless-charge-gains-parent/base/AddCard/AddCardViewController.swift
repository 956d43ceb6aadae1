import RIBs
import UIKit

protocol AddCardPresentableListener: AnyObject {
}

final class AddCardViewController: UIViewController, AddCardPresentable, AddCardViewControllable {
    weak var listener: AddCardPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
