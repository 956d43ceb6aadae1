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

/// How a view controller is shown modally (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
}

/// How a view controller comes on screen modally (UIKit's `UIModalTransitionStyle`).
public enum UIModalTransitionStyle {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// The bar above a navigation controller's stack (UIKit's `UINavigationBar`).
open class UINavigationBar {
    /// Whether the bar is hidden.
    public var isHidden = false

    /// A shown bar.
    public init() {}
}

/// A stack of view controllers, the last on top (UIKit's `UINavigationController`). UIKit declares
/// `modalPresentationStyle` and `modalTransitionStyle` on every view controller; here only a navigation controller,
/// which apps set up when they make one around a screen, has them.
open class UINavigationController: UIViewControllerStandIn {
    /// The stack, the root first.
    public private(set) var viewControllers: [UIViewController] = []

    /// Its bar.
    public let navigationBar = UINavigationBar()

    /// How it is shown when presented.
    public var modalPresentationStyle = UIModalPresentationStyle.automatic

    /// How it comes on screen when presented.
    public var modalTransitionStyle = UIModalTransitionStyle.coverVertical

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
