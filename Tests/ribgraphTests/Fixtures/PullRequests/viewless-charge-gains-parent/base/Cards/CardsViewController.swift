import RIBs
import UIKit

protocol CardsPresentableListener: AnyObject {
}

final class CardsViewController: UIViewController, CardsPresentable, CardsViewControllable {
    weak var listener: CardsPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
