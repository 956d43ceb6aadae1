/// A parent-to-child edge of the RIB tree by the two RIB ids, as a dictionary or set key: where a route
/// or an adapter stands.
public struct TreeEdgeKey: Hashable, Sendable {
    /// The parent RIB's id.
    public var parent: String
    /// The child RIB's id.
    public var child: String

    /// The key of the edge from `parent` to `child`.
    public init(parent: String, child: String) {
        self.parent = parent
        self.child = child
    }
}
