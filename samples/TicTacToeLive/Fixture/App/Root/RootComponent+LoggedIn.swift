import Foundation

/// Template leftover: what Root's parent would have to provide for LoggedIn's scope (nothing).
protocol RootDependencyLoggedIn: Dependency {}

extension RootComponent: LoggedInDependency {
    var loggedInViewController: LoggedInViewControllable {
        rootViewController
    }
}
