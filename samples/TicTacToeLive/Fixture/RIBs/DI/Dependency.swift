import Foundation

/// What a RIB needs from its parent scope; the parent's component conforms to it (RIBs' `Dependency`).
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent, such as the app's root component.
public protocol EmptyDependency: Dependency {}
