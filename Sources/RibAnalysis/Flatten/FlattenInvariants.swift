import RibTrace

/// What a proposal must keep, whatever it changes: every RIB type of the input, every RIB reachable from the
/// launch RIB still reachable, no RIB type of the input newly on a cycle, no deeper tree, and every Dependency
/// property that had a provider still with one. A change that would break one of the first four is dropped.
struct FlattenInvariants {
    private let ids: [String]
    private let reachable: Set<String>
    private let onCycles: Set<String>
    private let maximumDepth: Int

    /// The shape of the input graph `trace`, which every proposal is held to.
    init(_ trace: Trace) {
        let tree = RouteGraph(routesOf: trace)
        ids = trace.ribs.map(\.id)
        reachable = Set(trace.ribs.indices.filter { tree.isReachable[$0] }.map { trace.ribs[$0].id })
        onCycles = Set(tree.ribsOnCycles.map { trace.ribs[$0].id })
        maximumDepth = Self.depth(of: tree)
    }

    /// Why `proposal` breaks the routes' invariants, or nil when it keeps them all.
    func violation(in proposal: Trace) -> String? {
        let tree = RouteGraph(routesOf: proposal)
        if let lost = ids.first(where: { proposal.index(ofRIB: $0) == nil }) { return "\(lost) would be lost" }
        let unreached = proposal.ribs.indices.filter {
            !tree.isReachable[$0] && reachable.contains(proposal.ribs[$0].id)
        }
        if let first = unreached.first { return "\(proposal.ribs[first].id) would no longer be reachable" }
        let cycles = tree.ribsOnCycles.map { proposal.ribs[$0] }
        if let cyclic = cycles.first(where: { $0.proposed == nil && !onCycles.contains($0.id) }) {
            return "\(cyclic.id) would be on a new cycle of routes"
        }
        let depth = Self.depth(of: tree)
        if depth > maximumDepth { return "the tree would be \(depth) deep, deeper than \(maximumDepth)" }
        return nil
    }

    /// Each property of `before`'s edges with a provider that has none in `proposal` (matched by consumer,
    /// Dependency and name), as `consumer.property (Dependency)`. A property that left its consumer's Dependency
    /// for that of a proposed RIB attaching the consumer, with the same provider (a sibling's builder a leaf held
    /// to route: ``PropertyTransfer/Kind/moved``), keeps its provider there.
    static func lostProviders(before: Trace, proposal: Trace) -> [String] {
        var provided = Set<DependencyPropertyKey>()
        var heldByProposed: [String: Set<[String]>] = [:]
        for edge in proposal.dependencies {
            let isProposed = proposal.rib(edge.child)?.proposed != nil
            for property in edge.properties {
                guard let provider = property.providedBy else { continue }
                provided.insert(key(edge, property))
                if isProposed { heldByProposed[edge.child, default: []].insert([property.name, provider]) }
            }
        }
        let attachedBy = Dictionary(grouping: proposal.routes, by: \.child).mapValues { $0.map(\.parent) }
        var lost: [String] = []
        for edge in before.dependencies {
            for property in edge.properties where property.providedBy != nil && !provided.contains(key(edge, property))
            {
                let held = attachedBy[edge.child, default: []].contains { parent in
                    heldByProposed[parent]?.contains([property.name, property.providedBy ?? ""]) == true
                }
                let text = "\(edge.child).\(property.name) (\(edge.dependency))"
                if !held && !lost.contains(text) { lost.append(text) }
            }
        }
        return lost
    }

    private static func key(_ edge: DependencyEdge, _ property: DependencyProperty) -> DependencyPropertyKey {
        DependencyPropertyKey(
            edge: DependencyEdgeKey(consumer: edge.child, dependency: edge.dependency), name: property.name)
    }

    /// The deepest RIB along first shortest paths (a root is 1).
    private static func depth(of tree: RouteGraph) -> Int {
        tree.depths.compactMap { $0 }.max().map { $0 + 1 } ?? 0
    }
}
