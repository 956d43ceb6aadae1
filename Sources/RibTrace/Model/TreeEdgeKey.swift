/// A parent-to-child edge of the RIB tree by the two RIB ids, as a dictionary or set key: where a route
/// or an adapter stands.
public struct TreeEdgeKey: Hashable, Sendable {
    public var parent: String
    public var child: String

    public init(parent: String, child: String) {
        self.parent = parent
        self.child = child
    }
}
