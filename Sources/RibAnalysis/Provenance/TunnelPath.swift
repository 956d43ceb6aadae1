import RibTrace

/// The way one tunnel's value travels, for the tunnel picture (`ribgraph snapshot --dependencies tunnels`):
/// the component that creates it, then each component that passes it on, the last of which satisfies the
/// consumer's Dependency. The components are those the tunnel's length counts (walking the component chain
/// up from the satisfying component to the provider), so the picture and `check` agree on every tunnel.
package struct TunnelPath: Sendable, Equatable {
    /// The tunnel, as ``DependencyMetrics`` measured it.
    package var tunnel: Tunnel
    /// The creating component (``Tunnel/providedBy``) first, then each component the value passes through,
    /// in order toward the consumer: ``Tunnel/length`` + 1 names.
    package var components: [String]

    /// Creates a path from values.
    package init(tunnel: Tunnel, components: [String]) {
        self.tunnel = tunnel
        self.components = components
    }

    /// The creating component.
    package var creator: String { components[0] }
    /// The components that pass the value through, nearest the creator first.
    package var hops: ArraySlice<String> { components.dropFirst() }

    /// The path of each of `tunnels` (measured on `trace`) that passes through at least one component, in their
    /// order. A tunnel of unknown length, or one provided by the satisfying component itself, has none.
    package static func paths(of tunnels: [Tunnel], in trace: Trace) -> [TunnelPath] {
        // A component listed twice keeps its first parent, as the tunnel's length does (ComponentForest).
        var parentOf: [String: String] = [:]
        var linked = Set<String>()
        for link in trace.components where linked.insert(link.component).inserted {
            if let parent = link.parent { parentOf[link.component] = parent }
        }
        var satisfier: [EdgeKey: String] = [:]
        for edge in trace.dependencies {
            let key = EdgeKey(consumer: edge.child, dependency: edge.dependency, parent: edge.parent)
            if satisfier[key] == nil { satisfier[key] = edge.component }
        }
        return tunnels.compactMap { tunnel in
            guard let length = tunnel.length, length > 0,
                var component = satisfier[
                    EdgeKey(consumer: tunnel.consumer, dependency: tunnel.dependency, parent: tunnel.parent)]
            else { return nil }
            var passed = [component]
            while passed.count < length, let parent = parentOf[component] {
                passed.append(parent)
                component = parent
            }
            return TunnelPath(tunnel: tunnel, components: [tunnel.providedBy] + passed.reversed())
        }
    }

    /// One dependency edge: its consumer, protocol and, in a graph, the parent whose route it belongs to.
    private struct EdgeKey: Hashable {
        var consumer: String
        var dependency: String
        var parent: String?
    }
}
