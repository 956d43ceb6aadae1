import RIBs
import UIKit

protocol BannerPresentableListener: AnyObject {}

final class BannerViewController: UIViewController, BannerPresentable, BannerViewControllable {
    weak var listener: BannerPresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true, completion: nil)
    }
}
