import Foundation

/// Template leftover: what Root's parent would have to provide for LoggedOut's scope (nothing).
protocol RootDependencyLoggedOut: Dependency {}

extension RootComponent: LoggedOutDependency {}
