import RIBs
import UIKit

final class ReaderNavigationController: UINavigationController {}

final class ReaderViewController: ReaderNavigationController, ReaderPresentable, ReaderViewControllable {
    func push(_ viewController: ViewControllable) {
        pushViewController(viewController.uiviewController, animated: true)
    }

    func present(_ viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }
}
