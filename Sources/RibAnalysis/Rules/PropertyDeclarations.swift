import RibTrace

/// Where a trace says a dependency property is declared and provided, looked up by consumer, protocol and
/// name, with the consumer RIB's own `declaredIn` as the fallback: what a violation about a property
/// points at (``Violation/declaredIn``).
struct PropertyDeclarations {
    private let trace: Trace
    private var properties: [DependencyPropertyKey: DependencyProperty] = [:]

    /// Indexes every property of `trace`'s dependency edges (the first of a repeated one wins).
    init(trace: Trace) {
        self.trace = trace
        for edge in trace.dependencies {
            for property in edge.properties
            where properties[Self.key(edge.child, edge.dependency, property.name)] == nil {
                properties[Self.key(edge.child, edge.dependency, property.name)] = property
            }
        }
    }

    private static func key(_ consumer: String, _ dependency: String, _ name: String) -> DependencyPropertyKey {
        DependencyPropertyKey(edge: DependencyEdgeKey(consumer: consumer, dependency: dependency), name: name)
    }

    /// Where `dependency` declares `name` for `consumer` (the protocol's requirement), else where the
    /// consumer RIB is declared.
    func declaredIn(_ name: String, of dependency: String, for consumer: String) -> String? {
        properties[Self.key(consumer, dependency, name)]?.declaredIn ?? trace.rib(consumer)?.declaredIn
    }

    /// Where the member providing `name` to `consumer` is declared, else ``declaredIn(_:of:for:)``.
    func providedIn(_ name: String, of dependency: String, for consumer: String) -> String? {
        properties[Self.key(consumer, dependency, name)]?.providedIn ?? declaredIn(name, of: dependency, for: consumer)
    }
}
