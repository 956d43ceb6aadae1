// watchOS's UIKit has no view controllers.
#if canImport(UIKit) && !os(watchOS)
import UIKit

// UIKit's own properties satisfy the requirements; only the window's root is asked for in a word of its own.
extension UIViewController: ViewControllerLinks {
    /// Read through `viewIfLoaded` so that asking never loads a view that is not loaded (one that is not loaded
    /// is in no window).
    var isWindowRoot: Bool { viewIfLoaded?.window?.rootViewController === self }
}

extension UINavigationController: NavigationLinks {}

extension UITabBarController: TabBarLinks {}
#endif
