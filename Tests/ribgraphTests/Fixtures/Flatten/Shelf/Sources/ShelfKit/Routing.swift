import RIBs
import UIKit

/// The app's books, made once by the app's root component: business state, which no wrapper may make.
public final class Library {
    public init() {}
}

public extension ViewableRouting {
    /// Pushes `router`'s screen on this router's navigation controller, then attaches it.
    func pushRouter(_ router: ViewableRouting, animated: Bool) {
        viewControllable.pushViewController(router.viewControllable, animated: animated)
        attachChild(router)
    }

    /// Pops `router`'s screen (unless the user already did), then detaches it.
    func popRouter(_ router: ViewableRouting, animated: Bool) {
        viewControllable.popViewController(router.viewControllable, animated: animated)
        detachChild(router)
    }
}

public extension ViewControllable {
    /// The app's one way of pushing a screen.
    func pushViewController(_ viewControllable: ViewControllable, animated: Bool) {
        let navigation = uiviewController as? UINavigationController ?? uiviewController.navigationController
        navigation?.pushViewController(viewControllable.uiviewController, animated: animated)
    }

    /// Pops `viewControllable` only while it is on top: a swipe back has popped it already.
    func popViewController(_ viewControllable: ViewControllable, animated: Bool, completion: (() -> Void)? = nil) {
        let navigation = uiviewController as? UINavigationController ?? uiviewController.navigationController
        if navigation?.topViewController === viewControllable.uiviewController {
            navigation?.popViewController(animated: animated)
        }
        completion?()
    }
}
