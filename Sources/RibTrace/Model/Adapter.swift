/// A plain class (not a RIB) that builds `child` for `parent` and forwards the child's listener calls.
public struct Adapter: Sendable, Equatable {
    /// The adapter's type name, e.g. `TicTacToeAdapter`.
    public var name: String
    /// The RIB id whose router holds the adapter.
    public var parent: String
    /// The RIB id the adapter builds.
    public var child: String
    /// The adapter's own component, when it satisfies the child's Dependency.
    public var component: String?

    /// Creates an adapter record.
    public init(name: String, parent: String, child: String, component: String? = nil) {
        self.name = name
        self.parent = parent
        self.child = child
        self.component = component
    }
}
