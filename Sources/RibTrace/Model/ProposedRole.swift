/// What a RIB type that `ribgraph flatten` proposes would be: it is not in the app's sources yet, and its
/// names (builder, router, interactor, component, Dependency) are the ones it would have.
public enum ProposedRole: String, Sendable, Equatable, CaseIterable, Codable {
    /// A viewless routing-only RIB: it attaches reusable RIBs as siblings and routes on what they report
    /// through their listeners (seed 000's "BC Wrapper").
    case wrapper
    /// A viewful RIB whose view controller is a `UINavigationController`: it pushes the screens of a push
    /// chain as its children, in order (seed 000's Navigation RIB).
    case navigation
}
