import RIBs
import UIKit

protocol FeedPresentableListener: AnyObject {
}

final class FeedViewController: UIViewController, FeedPresentable, FeedViewControllable {
    weak var listener: FeedPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
