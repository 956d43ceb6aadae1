/// One Dependency of one consumer RIB (its id and the protocol) as a dictionary or set key: what merged
/// edges, tunnels, provider rules, property declarations and diffs of dependency edges are matched by.
package struct DependencyEdgeKey: Hashable, Sendable {
    /// The id of the RIB whose builder requires the Dependency.
    package var consumer: String
    /// The Dependency protocol's name.
    package var dependency: String

    /// The key of `consumer`'s edge for the protocol `dependency`.
    package init(consumer: String, dependency: String) {
        self.consumer = consumer
        self.dependency = dependency
    }
}
