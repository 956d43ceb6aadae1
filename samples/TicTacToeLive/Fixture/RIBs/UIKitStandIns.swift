import Foundation

// UIKit is not available on Linux. These classes keep just enough bookkeeping for the tutorial's
// view code (present, dismiss, child view controllers, alerts) to run synchronously. In a real app
// `Mirror` sees no stored property of UIKit's own classes; here it sees the few listed below.

/// A view controller (stands in for `UIViewController`). Presenting and dismissing complete at once.
///
/// Stored properties: `presentedViewController`, `presentingViewController` (weak),
/// `childViewControllers`, `parentViewController` (weak).
open class UIViewControllerStandIn {
    /// The view controller this one presents modally, if any.
    public private(set) var presentedViewController: UIViewControllerStandIn?

    /// The view controller presenting this one, if any.
    public private(set) weak var presentingViewController: UIViewControllerStandIn?

    /// Child view controllers added with `addChild(_:)` (UIKit's `children`, renamed so that
    /// it cannot be mistaken for a router's `children`).
    public private(set) var childViewControllers: [UIViewControllerStandIn] = []

    /// The view controller this one is a child of, if any.
    public private(set) weak var parentViewController: UIViewControllerStandIn?

    /// Creates a view controller.
    public init() {}

    /// Presents `viewController` modally, replacing nothing: the caller dismisses first.
    open func present(_ viewController: UIViewControllerStandIn, animated: Bool, completion: (() -> Void)? = nil) {
        precondition(presentedViewController == nil, "\(self) is already presenting \(presentedViewController!)")
        presentedViewController = viewController
        viewController.presentingViewController = self
        completion?()
    }

    /// Dismisses the view controller this one presents or, when it presents none, this one itself.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// Adds `child` as a child view controller.
    open func addChild(_ child: UIViewControllerStandIn) {
        childViewControllers.append(child)
        child.parentViewController = self
    }
}

/// The app's window (stands in for `UIWindow`).
public final class UIWindowStandIn {
    /// The view controller filling the window.
    public var rootViewController: UIViewControllerStandIn?

    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow = false

    /// Creates a window with no root view controller.
    public init() {}

    /// Makes the window key and visible.
    public func makeKeyAndVisible() {
        isKeyWindow = true
    }

    /// The view controller on top: the end of the chain of modal presentations from the root.
    public var topViewController: UIViewControllerStandIn? {
        var top = rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }
}

/// One button of an alert (stands in for `UIAlertAction`).
public final class UIAlertActionStandIn {
    /// The button's title.
    public let title: String
    private let handler: ((UIAlertActionStandIn) -> Void)?

    /// Creates a button titled `title` that calls `handler` when tapped.
    public init(title: String, handler: ((UIAlertActionStandIn) -> Void)? = nil) {
        self.title = title
        self.handler = handler
    }

    func run() {
        handler?(self)
    }
}

/// An alert (stands in for `UIAlertController`): tapping a button dismisses it, then runs the button's handler.
public final class UIAlertControllerStandIn: UIViewControllerStandIn {
    /// The alert's title.
    public let title: String?

    /// The buttons, in the order they were added.
    public private(set) var actions: [UIAlertActionStandIn] = []

    /// Creates an alert titled `title`.
    public init(title: String?) {
        self.title = title
    }

    /// Adds a button.
    public func addAction(_ action: UIAlertActionStandIn) {
        actions.append(action)
    }

    /// Simulates the user tapping the button titled `title`: the alert is dismissed, then the handler runs.
    public func tapAction(titled title: String) {
        guard let action = actions.first(where: { $0.title == title }) else {
            preconditionFailure("alert \(self.title ?? "") has no button \(title)")
        }
        dismiss(animated: true)
        action.run()
    }
}
