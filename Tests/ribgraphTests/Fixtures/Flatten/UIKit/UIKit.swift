// UIKit's names over the RIBs reproduction's stand-ins (samples/TicTacToeLive/Fixture/RIBs), so that the flatten
// fixture app and the skeletons ribgraph writes for it type-check on Linux: FlattenSkeletonTests compiles the
// reproduction as the module RIBs, this file as the module UIKit, then the app with the skeletons. With
// `-D MODERN_RIBS` the stand-ins come from the ModernRIBs reproduction, compiled with its UIKit side.
#if MODERN_RIBS
import ModernRIBs
#else
import RIBs
#endif

public typealias UIViewController = UIViewControllerStandIn
public typealias UIWindow = UIWindowStandIn

/// A stack of view controllers, the last on top (UIKit's `UINavigationController`).
open class UINavigationController: UIViewControllerStandIn {
    /// The stack, the root first.
    public private(set) var viewControllers: [UIViewController] = []

    /// The view controller on top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }

    /// A navigation controller whose stack holds `rootViewController` alone.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        pushViewController(rootViewController, animated: false)
    }

    /// Puts `viewController` on top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        addChild(viewController)
    }

    /// Takes the top view controller off, and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.popLast()
    }

    /// Takes every view controller but the root off, and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
}

extension UIViewControllerStandIn {
    /// The nearest navigation controller this one is in (UIKit's `navigationController`).
    public var navigationController: UINavigationController? {
        var current = parentViewController
        while let next = current {
            if let navigation = next as? UINavigationController { return navigation }
            current = next.parentViewController
        }
        return nil
    }
}

/// View controllers shown together as tabs (UIKit's `UITabBarController`).
open class UITabBarController: UIViewControllerStandIn {
    /// The tabs, in order.
    public private(set) var viewControllers: [UIViewController]?

    /// Makes `viewControllers` the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
        for child in viewControllers ?? [] { addChild(child) }
    }
}
