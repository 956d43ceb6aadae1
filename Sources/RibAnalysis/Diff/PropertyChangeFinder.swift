import RibTrace

/// Finds changes inside the Dependency edges of RIBs attached in both trees: properties added to or
/// removed from a Dependency, a property now provided by another component, and tunnels (``Tunnel``)
/// that got longer or shorter. Edges are matched by child and Dependency protocol, properties by name.
/// A tunnel whose length is unknown on either side is not compared (the metrics warn about it).
struct PropertyChangeFinder {
    let base: Trace, baseTree: any RibTree, head: Trace, headTree: any RibTree

    func changes() -> [TreeDiff.Change] {
        let oldTunnels = Self.tunnels(DependencyMetrics(trace: base, tree: baseTree).tunnels)
        let newTunnels = Self.tunnels(DependencyMetrics(trace: head, tree: headTree).tunnels)
        let oldEdges = Self.edges(base, baseTree)
        var found: [TreeDiff.Change] = []
        for index in headTree.preorder {
            let rib = head.ribs[index]
            guard let oldIndex = base.index(ofRIB: rib.id), baseTree.isAttached[oldIndex] else { continue }
            for edge in head.dependencies where edge.child == rib.id {
                guard let previous = oldEdges[DependencyEdgeKey(consumer: rib.id, dependency: edge.dependency)] else {
                    continue
                }
                func change(_ kind: TreeDiff.Kind, _ property: String, _ detail: String) {
                    found.append(
                        .init(
                            kind: kind, rib: rib.id, name: rib.name,
                            detail: "\(property) (\(edge.dependency))\(detail)",
                            dependency: edge.dependency, property: property))
                }
                for property in edge.properties {
                    guard let was = previous.properties.first(where: { $0.name == property.name }) else {
                        change(.propertyAdded, property.name, " from \(property.providedBy ?? edge.component)")
                        continue
                    }
                    let from = was.providedBy ?? previous.component, to = property.providedBy ?? edge.component
                    if from != to { change(.propertyProviderMoved, property.name, ": \(from) → \(to)") }
                    let key = PropertyKey(consumer: rib.id, dependency: edge.dependency, property: property.name)
                    if let before = oldTunnels[key], let after = newTunnels[key], before != after {
                        change(
                            after > before ? .tunnelLonger : .tunnelShorter, property.name,
                            ": passes through \(before) → \(after) components")
                    }
                }
                for property in previous.properties where !edge.properties.contains(where: { $0.name == property.name })
                {
                    change(.propertyRemoved, property.name, " from \(property.providedBy ?? previous.component)")
                }
            }
        }
        return found
    }

    private struct PropertyKey: Hashable {
        var consumer: String, dependency: String, property: String
    }

    /// Known tunnel lengths by property (the first, should an edge list a property twice).
    private static func tunnels(_ tunnels: [Tunnel]) -> [PropertyKey: Int] {
        var lengths: [PropertyKey: Int] = [:]
        for tunnel in tunnels {
            guard let length = tunnel.length else { continue }
            let key = PropertyKey(consumer: tunnel.consumer, dependency: tunnel.dependency, property: tunnel.property)
            if lengths[key] == nil { lengths[key] = length }
        }
        return lengths
    }

    /// The attached RIBs' edges by child and Dependency (the first, should a trace list one twice).
    private static func edges(_ trace: Trace, _ tree: any RibTree) -> [DependencyEdgeKey: DependencyEdge] {
        var edges: [DependencyEdgeKey: DependencyEdge] = [:]
        for edge in trace.dependencies {
            guard let child = trace.index(ofRIB: edge.child), tree.isAttached[child] else { continue }
            let key = DependencyEdgeKey(consumer: edge.child, dependency: edge.dependency)
            if edges[key] == nil { edges[key] = edge }
        }
        return edges
    }
}
