import RIBs
import UIKit

// Left out of the scan by the test: the body the scan cannot find.
extension RootViewController {
    func showHelp(_ viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true)
    }
}
