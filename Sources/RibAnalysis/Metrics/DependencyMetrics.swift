import RibTrace

/// How far dependencies travel through the component chain in the tree at one event.
///
/// RIBs pass dependencies down by making each component conform to its children's Dependency
/// protocols: a property provided high up is re-declared by every component below it until it reaches
/// the child that uses it. A long *tunnel* is a sign of a deep, vertical tree.
public struct DependencyMetrics: Sendable, Equatable, Codable {
    /// One per property of each dependency edge whose consumer is attached, in trace order (edges, then
    /// their properties). In a graph, one per (consumer RIB type, Dependency, property) at its first edge's
    /// place: the edges of a RIB type's several parents give one tunnel, the longest of them.
    public var tunnels: [Tunnel]
    /// The longest known ``Tunnel/length``; 0 when no length is known.
    public var maximumTunnel: Int
    /// The mean of the known ``Tunnel/length``s; 0 when no length is known.
    public var meanTunnel: Double
    /// How many tunnels have no known length (``Tunnel/unknown``): left out of the maximum and the mean.
    public var unknownTunnels: Int
    /// Ids of the attached *business-logic* RIBs, in preorder: viewless RIBs whose own component provides,
    /// to an attached child, a property that no ancestor component (up the component chain) provides.
    /// Such a RIB turns a dynamic build argument into a static dependency of its child. A component
    /// missing from the chain has no known ancestors, so its properties count as new.
    public var staticFromDynamic: [String]
    /// The component that provides the most tunnels' properties (ties: the first to appear in
    /// ``tunnels``); nil when there are no tunnels.
    public var topProvider: ProviderCount?

    /// Creates dependency metrics from values.
    public init(
        tunnels: [Tunnel], maximumTunnel: Int, meanTunnel: Double, unknownTunnels: Int = 0,
        staticFromDynamic: [String], topProvider: ProviderCount?
    ) {
        self.tunnels = tunnels
        self.maximumTunnel = maximumTunnel
        self.meanTunnel = meanTunnel
        self.unknownTunnels = unknownTunnels
        self.staticFromDynamic = staticFromDynamic
        self.topProvider = topProvider
    }

    /// Measures the dependencies of `tree`, a replay of `trace`.
    public init(trace: Trace, tree: any RibTree) {
        self.init(trace: trace, tree: tree, index: TreeIndex(tree))
    }

    init(trace: Trace, tree: any RibTree, index: TreeIndex) {
        let forest = ComponentForest(trace.components)
        // The consumer of each edge, looked up once: nil when it is not attached.
        let consumers = trace.dependencies.map { edge in
            trace.index(ofRIB: edge.child).flatMap { tree.isAttached[$0] ? $0 : nil }
        }
        var tunnels: [Tunnel] = []
        // In a graph, the tunnel kept so far for each (consumer, Dependency, property).
        var kept: [DependencyPropertyKey: Int] = [:]
        for (edgeIndex, (edge, consumer)) in zip(trace.dependencies, consumers).enumerated() where consumer != nil {
            for (propertyIndex, property) in edge.properties.enumerated() {
                let provider = property.providedBy ?? edge.component
                let length = forest.passThrough(from: edge.component, to: provider)
                let unknown =
                    length == nil
                    ? UnknownTunnel(
                        path: "dependencies[\(edgeIndex)].properties[\(propertyIndex)].providedBy",
                        reason: forest.unknownPassThrough(from: edge.component, to: provider))
                    : nil
                let tunnel = Tunnel(
                    consumer: edge.child, dependency: edge.dependency, property: property.name,
                    providedBy: provider, length: length, unknown: unknown, parent: edge.parent)
                guard edge.parent != nil else {
                    tunnels.append(tunnel)
                    continue
                }
                // A RIB type with several parents has one edge per parent: its property is one tunnel, as long
                // as the longest of its routes makes it (of unknown length only when no route gives a length).
                let key = DependencyPropertyKey(
                    edge: DependencyEdgeKey(consumer: edge.child, dependency: edge.dependency),
                    name: property.name)
                if let at = kept[key] {
                    if let length, length > tunnels[at].length ?? -1 { tunnels[at] = tunnel }
                } else {
                    kept[key] = tunnels.count
                    tunnels.append(tunnel)
                }
            }
        }
        let lengths = tunnels.compactMap(\.length)
        let longest = lengths.max() ?? 0
        let found = Self.businessLogicRIBs(trace: trace, tree: tree, forest: forest, consumers: consumers)
        self.init(
            tunnels: tunnels, maximumTunnel: longest,
            meanTunnel: lengths.isEmpty ? 0 : Double(lengths.reduce(0, +)) / Double(lengths.count),
            unknownTunnels: tunnels.count - lengths.count,
            staticFromDynamic: index.preorder.filter { found[$0] }.map { trace.ribs[$0].id },
            topProvider: Self.topProvider(of: tunnels))
    }

    /// The component that provides the most of `tunnels`' properties, the first to appear among ties.
    private static func topProvider(of tunnels: [Tunnel]) -> ProviderCount? {
        var providers: [ProviderCount] = []
        var slot: [String: Int] = [:]
        for tunnel in tunnels {
            if let index = slot[tunnel.providedBy] {
                providers[index].properties += 1
            } else {
                slot[tunnel.providedBy] = providers.count
                providers.append(ProviderCount(component: tunnel.providedBy, properties: 1))
            }
        }
        var top: ProviderCount?
        for provider in providers where provider.properties > (top?.properties ?? 0) { top = provider }
        return top
    }

    /// One warning per tunnel of unknown length (``Tunnel/warning(file:)``), for a command that read the
    /// trace from `file` to print.
    public func warnings(file: String) -> [String] {
        tunnels.compactMap { $0.warning(file: file) }
    }

    /// Marks the RIBs of ``staticFromDynamic``: one pass over the edges to find each viewless parent's
    /// own properties, one walk of the component chain counting, per property name, the providers on
    /// the path from the root, so "does an ancestor provide it" costs O(1).
    private static func businessLogicRIBs(
        trace: Trace, tree: any RibTree, forest: ComponentForest,
        consumers: [Int?]
    ) -> [Bool] {
        let ribs = trace.ribs
        var found = [Bool](repeating: false, count: ribs.count)
        var queries: [Int: [(rib: Int, name: String)]] = [:]
        var provides: [Int: Set<String>] = [:]
        for (edge, consumer) in zip(trace.dependencies, consumers) {
            if !forest.node.isEmpty {
                for property in edge.properties {
                    if let node = forest.node[property.providedBy ?? edge.component] {
                        provides[node, default: []].insert(property.name)
                    }
                }
            }
            // In a graph the edge names its route's parent; in a recording the consumer has one parent.
            guard let consumer, let owner = edge.parent.flatMap(trace.index(ofRIB:)) ?? tree.parent[consumer],
                !ribs[owner].isViewful,
                let component = ribs[owner].component
            else { continue }
            for property in edge.properties where (property.providedBy ?? edge.component) == component {
                if let node = forest.node[component], forest.isReached(node) {
                    queries[node, default: []].append((owner, property.name))
                } else {
                    found[owner] = true
                }
            }
        }
        guard !queries.isEmpty else { return found }
        var active: [String: Int] = [:]
        forest.traverse { node, entering in
            if entering {
                for query in queries[node] ?? [] where active[query.name, default: 0] == 0 { found[query.rib] = true }
                for name in provides[node] ?? [] { active[name, default: 0] += 1 }
            } else {
                for name in provides[node] ?? [] { active[name, default: 0] -= 1 }
            }
        }
        return found
    }
}

/// One dependency property on its way from the component that provides it to the RIB that uses it.
public struct Tunnel: Sendable, Equatable, Codable {
    /// The id of the RIB whose builder requires the Dependency.
    public var consumer: String
    /// The Dependency protocol.
    public var dependency: String
    /// The property's name.
    public var property: String
    /// The component type that really provides it: the property's `providedBy`, else the edge's component.
    public var providedBy: String
    /// The components that merely pass it through: walking the component chain up from the edge's
    /// satisfying component, those visited before reaching ``providedBy``; 0 when the satisfying
    /// component provides it itself. Nil (absent in JSON) when the component chain cannot say: see
    /// ``unknown``.
    public var length: Int?
    /// Why ``length`` is not known, and where: ``providedBy`` missing from the component chain, a cycle
    /// in the chain, or a provider that is not above the satisfying component.
    public var unknown: UnknownTunnel?
    /// In a graph, the parent RIB type whose route gives this length (the consumer's other parents give no
    /// longer one); nil (absent from JSON) in a recording.
    public var parent: String?

    /// Creates a tunnel.
    public init(
        consumer: String, dependency: String, property: String, providedBy: String, length: Int?,
        unknown: UnknownTunnel? = nil, parent: String? = nil
    ) {
        self.consumer = consumer
        self.dependency = dependency
        self.property = property
        self.providedBy = providedBy
        self.length = length
        self.unknown = unknown
        self.parent = parent
    }

    /// The warning a command prints for a tunnel of unknown length, reading `file`; nil when it is known.
    public func warning(file: String) -> String? {
        unknown.map { unknown in
            "\(file): \(unknown.path): \"\(property)\" (\(dependency) of \(consumer)) is provided by \(providedBy), "
                + "but \(unknown.reason); its tunnel length is unknown"
        }
    }
}

/// Where a tunnel of unknown length comes from and why its length is unknown.
public struct UnknownTunnel: Sendable, Equatable, Codable {
    /// The JSON path of the property's `providedBy` in the trace: `dependencies[3].properties[1].providedBy`.
    public var path: String
    /// Why, e.g. `the component chain (components) does not name SettingsComponent`.
    public var reason: String

    /// Creates the reason for an unknown tunnel length.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// A component and how many tunnels' properties it provides.
public struct ProviderCount: Sendable, Equatable, Codable {
    /// The component type.
    public var component: String
    /// How many tunnels start at it (a property used by three attached RIBs counts three times).
    public var properties: Int

    /// Creates a provider count.
    public init(component: String, properties: Int) {
        self.component = component
        self.properties = properties
    }
}
