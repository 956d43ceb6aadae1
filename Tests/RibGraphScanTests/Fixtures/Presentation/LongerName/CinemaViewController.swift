import RIBs
import UIKit

final class CinemaNavigationController: UINavigationController {}

final class CinemaViewController: CinemaNavigationController, CinemaPresentable, CinemaViewControllable {
    func push(_ viewController: ViewControllable) {
        pushViewController(viewController.uiviewController, animated: true)
    }

    func present(_ viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }
}
