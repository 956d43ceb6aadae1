/// A child builder that a router holds: `parent` can attach `child` (attached or not right now).
public struct Route: Sendable, Equatable {
    /// The RIB id of the router holding the builder.
    public var parent: String
    /// The RIB id the builder builds.
    public var child: String
    public var builder: String?
    /// The adapter the builder is reached through, if any.
    public var adapter: String?

    /// Creates a route between two RIB ids.
    public init(parent: String, child: String, builder: String? = nil, adapter: String? = nil) {
        self.parent = parent
        self.child = child
        self.builder = builder
        self.adapter = adapter
    }
}
