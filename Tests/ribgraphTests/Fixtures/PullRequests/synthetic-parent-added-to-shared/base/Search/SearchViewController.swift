import RIBs
import UIKit

protocol SearchPresentableListener: AnyObject {
}

final class SearchViewController: UIViewController, SearchPresentable, SearchViewControllable {
    weak var listener: SearchPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
