/// One Dependency of one consumer RIB (its id and the protocol) as a dictionary or set key: what merged
/// edges, tunnels, provider rules, property declarations and diffs of dependency edges are matched by.
public struct DependencyEdgeKey: Hashable, Sendable {
    public var consumer: String
    public var dependency: String

    public init(consumer: String, dependency: String) {
        self.consumer = consumer
        self.dependency = dependency
    }
}
