/// A parent-to-child edge of the RIB tree by the two RIB ids, as a dictionary or set key: where a route
/// or an adapter stands.
package struct TreeEdgeKey: Hashable, Sendable {
    /// The parent RIB's id.
    package var parent: String
    /// The child RIB's id.
    package var child: String

    /// The key of the edge from `parent` to `child`.
    package init(parent: String, child: String) {
        self.parent = parent
        self.child = child
    }
}
