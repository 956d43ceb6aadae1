/// What a RIB's view controller is when it is one of UIKit's containers: what the RIB does with the children it
/// shows is then the container's, whatever the RIB is named.
public enum ViewContainer: String, Sendable, Equatable, CaseIterable {
    /// A `UINavigationController`: the children it shows are pushed on its own stack (seed 000's Navigation RIB).
    case navigation
    /// A `UITabBarController`: the children it shows are its tabs, shown together, not chosen between.
    case tabBar
}
