import RIBs
import UIKit

extension ViewableRouting {
    func pushRouter(_ router: ViewableRouting, animated: Bool) {
        viewControllable.pushViewController(router.viewControllable, animated: animated)
        attachChild(router)
    }

    func presentRouter(_ router: ViewableRouting, animated: Bool, completion: (() -> Void)? = nil) {
        viewControllable.uiviewController.present(
            router.viewControllable.uiviewController, animated: animated, completion: completion)
        attachChild(router)
    }
}
