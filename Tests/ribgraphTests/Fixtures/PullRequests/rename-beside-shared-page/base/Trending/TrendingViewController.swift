import RIBs
import UIKit

protocol TrendingPresentableListener: AnyObject {
}

final class TrendingViewController: UIViewController, TrendingPresentable, TrendingViewControllable {
    weak var listener: TrendingPresentableListener?

    func show(_ child: ViewControllable) {
        present(child.uiviewController, animated: true)
    }

    func hide(_ child: ViewControllable) {
        child.uiviewController.dismiss(animated: true)
    }
}
