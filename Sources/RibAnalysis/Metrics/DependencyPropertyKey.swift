import RibTrace

/// A property of one consumer's Dependency, whichever parent's edge it comes through.
struct DependencyPropertyKey: Hashable {
    var edge: DependencyEdgeKey
    var name: String
}
