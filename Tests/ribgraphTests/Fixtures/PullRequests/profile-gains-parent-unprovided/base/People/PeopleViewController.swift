import RIBs
import UIKit

protocol PeoplePresentableListener: AnyObject {
}

final class PeopleViewController: UIViewController, PeoplePresentable, PeopleViewControllable {
    weak var listener: PeoplePresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
