@testable import RibGraphProbe

/// Stand-ins for UIKit's view controllers, for the platforms without UIKit, that keep the links UIKit keeps
/// as Apple documents them:
///
/// - `addChild(_:)` makes the receiver the child's `parent` and appends it to `children`;
///   `removeFromParent()` undoes it.
/// - `parent`, `navigationController` and `tabBarController` are read up the containment hierarchy:
///   "If the view controller or one of its ancestors is a child of a navigation controller, this property
///   contains the owning navigation controller" (and the same for tab bar controllers).
/// - `present(_:)` is handled by the top of the receiver's containment hierarchy (UIKit forwards a full-screen
///   presentation "up the view controller hierarchy to its nearest parent" until one covers the screen),
///   which becomes `presentedViewController`; the presented view controller's `presentingViewController` is
///   that one, and so is its children's ("If the view controller was not presented modally, but one of its
///   ancestors was, this property contains the view controller that presented the ancestor"). A view
///   controller already presenting, or one already presented or contained, presents nothing, as UIKit refuses.
@MainActor
class DoubleViewController: ViewControllerLinks, Mini.ViewControllable {
    fileprivate(set) weak var parent: DoubleViewController?
    fileprivate(set) var children: [DoubleViewController] = []
    private(set) var presentedViewController: DoubleViewController?
    private weak var presenter: DoubleViewController?
    /// The window whose root view controller this is (UIKit reads it through the view's `window`).
    fileprivate weak var window: DoubleWindow?

    nonisolated init() {}

    var presentingViewController: DoubleViewController? { presenter ?? parent?.presentingViewController }

    var navigationController: DoubleNavigationController? {
        guard let parent else { return nil }
        return parent as? DoubleNavigationController ?? parent.navigationController
    }

    var tabBarController: DoubleTabBarController? {
        guard let parent else { return nil }
        return parent as? DoubleTabBarController ?? parent.tabBarController
    }

    var isWindowRoot: Bool { window?.rootViewController === self }

    func addChild(_ child: DoubleViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    func present(_ controller: DoubleViewController) {
        var context = self
        while let next = context.parent { context = next }
        guard context.presentedViewController == nil, controller.presenter == nil, controller.parent == nil else {
            return
        }
        context.presentedViewController = controller
        controller.presenter = context
    }

    /// Dismisses what this view controller (or the top of its hierarchy, which presented for it) presents.
    func dismiss() {
        var context = self
        while let next = context.parent { context = next }
        context.presentedViewController?.presenter = nil
        context.presentedViewController = nil
    }
}

/// `UINavigationController`: its stack is its children, bottom first; pushing adds a child on top.
@MainActor
final class DoubleNavigationController: DoubleViewController, NavigationLinks {
    var viewControllers: [DoubleViewController] { children }

    convenience init(rootViewController: DoubleViewController) {
        self.init()
        pushViewController(rootViewController)
    }

    func pushViewController(_ controller: DoubleViewController) { addChild(controller) }

    /// Replaces the stack: the view controllers left out stop being children.
    func setViewControllers(_ controllers: [DoubleViewController]) {
        for old in children { old.removeFromParent() }
        for controller in controllers { addChild(controller) }
    }
}

/// `UITabBarController`: setting its view controllers makes each a child, so each one's `tabBarController`
/// is this one.
@MainActor
final class DoubleTabBarController: DoubleViewController, TabBarLinks {
    private(set) var viewControllers: [DoubleViewController]?

    func setViewControllers(_ controllers: [DoubleViewController]?) {
        for old in viewControllers ?? [] { old.removeFromParent() }
        viewControllers = controllers
        for controller in controllers ?? [] { addChild(controller) }
    }
}

/// `UIWindow`: its root view controller's view is the window's.
@MainActor
final class DoubleWindow {
    var rootViewController: DoubleViewController? {
        didSet {
            oldValue?.window = nil
            rootViewController?.window = self
        }
    }
}
