/// One link of the component chain: `component`'s `dependency` is an instance of `parent`.
public struct ComponentLink: Sendable, Equatable {
    public var component: String
    /// Nil for a root component (e.g. `EmptyComponent`).
    public var parent: String?

    /// Creates a link.
    public init(component: String, parent: String?) {
        self.component = component
        self.parent = parent
    }
}
