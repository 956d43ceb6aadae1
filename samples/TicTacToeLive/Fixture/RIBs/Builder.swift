import Foundation

/// The base interface of a builder (RIBs' `Buildable`).
public protocol Buildable: AnyObject {}

/// The base class of a RIB's builder (RIBs' `Builder`). Concrete builders add `build(...)` methods.
///
/// Stored property: `dependency`, the parent's component seen through the RIB's `Dependency` protocol.
/// `Mirror(reflecting: builder).superclassMirror?.subjectType` therefore names that protocol
/// (`Builder<OffGameDependency>`), while `type(of: builder.dependency)` names the providing component.
open class Builder<DependencyType>: Buildable {
    /// What the RIB needs from its parent scope: the parent's component.
    public let dependency: DependencyType

    /// Creates a builder that builds from `dependency`.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
