/// One Dependency of one consumer RIB (its id and the protocol) as a dictionary key: what tunnels,
/// provider rules, property declarations and diffs of dependency edges are grouped by.
struct DependencyEdgeKey: Hashable {
    var consumer: String
    var dependency: String
}
