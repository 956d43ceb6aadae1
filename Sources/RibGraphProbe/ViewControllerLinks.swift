/// The links UIKit keeps between view controllers that tell how one is shown: what ``PresentationClassifier``
/// reads. The requirements carry UIKit's own names and types (`UIViewController` conforms with its own
/// properties), so that test doubles on platforms without UIKit follow the same shape.
///
/// Main-actor isolated: UIKit's view controllers may only be read on the main thread.
@MainActor
protocol ViewControllerLinks: AnyObject {
    /// A view controller as a link returns it (`UIViewController`).
    associatedtype Linked: ViewControllerLinks
    /// What `navigationController` returns (`UINavigationController`).
    associatedtype Navigation: NavigationLinks
    /// What `tabBarController` returns (`UITabBarController`).
    associatedtype TabBar: TabBarLinks

    /// The container view controller this one is a child of.
    var parent: Linked? { get }
    /// The view controller that presented this one or, as UIKit documents it, the nearest ancestor that was
    /// presented.
    var presentingViewController: Linked? { get }
    /// The nearest ancestor that is a navigation controller.
    var navigationController: Navigation? { get }
    /// The nearest ancestor that is a tab bar controller.
    var tabBarController: TabBar? { get }
    /// Whether this view controller is the root view controller of the window its view is in.
    var isWindowRoot: Bool { get }
}

/// A navigation controller: its stack, bottom first (`UINavigationController.viewControllers`).
@MainActor
protocol NavigationLinks: ViewControllerLinks {
    var viewControllers: [Linked] { get }
}

/// A tab bar controller: its tabs (`UITabBarController.viewControllers`).
@MainActor
protocol TabBarLinks: ViewControllerLinks {
    var viewControllers: [Linked]? { get }
}
