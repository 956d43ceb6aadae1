/// The architecture rules `ribgraph check` holds a RIB tree to, read from a JSON or YAML rules file
/// (see docs/rules.md). A rule that is absent (or `null`) is not checked; ``default`` is the set used
/// when no rules file is given.
public struct RuleSet: Sendable, Equatable, Codable {
    /// At most this many levels (a lone root is 1 level deep).
    public var maxDepth: Int?
    /// At most this many attached children under one RIB.
    public var maxFanOut: Int?
    /// At most this many viewless RIBs in a row on one parent-to-child path.
    public var maxViewlessChain: Int?
    /// At most this many components that merely pass one dependency property through to its consumer.
    public var maxTunnel: Int?
    /// Parent-child pairs that must never be attached.
    public var forbidden: [ForbiddenEdge]
    /// Dependencies or properties that must come from a given component.
    public var providedBy: [ProviderRule]
    /// RIBs that must have no attached children.
    public var leaves: [RIBPattern]
    /// At most this many suspected leaks in the trace (`Trace.leaks`); 0 fails on any.
    public var maxSuspectedLeaks: Int?
    /// Properties that `maxTunnel` and property `providedBy` rules do not check (app-wide services).
    public var tunnelExemptions: [TunnelExemption]

    /// Creates a rule set; every rule is off unless given.
    public init(
        maxDepth: Int? = nil, maxFanOut: Int? = nil, maxViewlessChain: Int? = nil, maxTunnel: Int? = nil,
        forbidden: [ForbiddenEdge] = [], providedBy: [ProviderRule] = [], leaves: [RIBPattern] = [],
        maxSuspectedLeaks: Int? = nil, tunnelExemptions: [TunnelExemption] = []
    ) {
        self.maxDepth = maxDepth
        self.maxFanOut = maxFanOut
        self.maxViewlessChain = maxViewlessChain
        self.maxTunnel = maxTunnel
        self.forbidden = forbidden
        self.providedBy = providedBy
        self.leaves = leaves
        self.maxSuspectedLeaks = maxSuspectedLeaks
        self.tunnelExemptions = tunnelExemptions
    }

    /// The rules checked when no rules file is given: `maxDepth` 6, `maxFanOut` 10, `maxViewlessChain` 2,
    /// `maxTunnel` 3, and no forbidden pairs, providers or leaves (those name an app's own RIBs).
    public static let `default` = RuleSet(maxDepth: 6, maxFanOut: 10, maxViewlessChain: 2, maxTunnel: 3)

    /// How many rules are on: each numeric limit that is set, and each list entry (exemptions are no rules).
    public var count: Int {
        [maxDepth, maxFanOut, maxViewlessChain, maxTunnel, maxSuspectedLeaks].compactMap { $0 }.count
            + forbidden.count + providedBy.count + leaves.count
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case maxDepth, maxFanOut, maxViewlessChain, maxTunnel, forbidden, providedBy, leaves, maxSuspectedLeaks
        case tunnelExemptions
    }

    /// Reads a rule set strictly: unknown keys and wrong types are errors that name the key path.
    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        maxDepth = try StrictDecoding.count(container, .maxDepth)
        maxFanOut = try StrictDecoding.count(container, .maxFanOut)
        maxViewlessChain = try StrictDecoding.count(container, .maxViewlessChain)
        maxTunnel = try StrictDecoding.count(container, .maxTunnel)
        forbidden = try container.decodeIfPresent([ForbiddenEdge].self, forKey: .forbidden) ?? []
        providedBy = try container.decodeIfPresent([ProviderRule].self, forKey: .providedBy) ?? []
        leaves = try container.decodeIfPresent([RIBPattern].self, forKey: .leaves) ?? []
        maxSuspectedLeaks = try StrictDecoding.count(container, .maxSuspectedLeaks)
        tunnelExemptions = try container.decodeIfPresent([TunnelExemption].self, forKey: .tunnelExemptions) ?? []
    }

    /// Whether the tunnel rules leave `tunnel` alone (an entry of ``tunnelExemptions`` matches it).
    func isExempt(_ tunnel: Tunnel) -> Bool {
        tunnelExemptions.contains { $0.exempts(tunnel) }
    }

    /// The tunnels `max-tunnel` reports, in their order: those of known length longer than ``maxTunnel`` that
    /// no exemption leaves alone; none when ``maxTunnel`` is off. The rule and the tunnel picture both ask here,
    /// so the picture shows exactly what `check` reports.
    public func tunnelsOverLimit(_ tunnels: [Tunnel]) -> [Tunnel] {
        guard let limit = maxTunnel else { return [] }
        return tunnels.filter { tunnel in tunnel.length.map { $0 > limit } == true && !isExempt(tunnel) }
    }
}

/// A parent-child pair that must never be attached; each side is a RIB id or display name, or a pattern
/// with `*`: `{"parent": "*Wrapper", "child": "*Wrapper"}` forbids a wrapper directly under a wrapper.
public struct ForbiddenEdge: Sendable, Equatable, Codable {
    /// Which parents.
    public var parent: RIBPattern
    /// Which children, under those parents.
    public var child: RIBPattern

    /// Creates a forbidden pair.
    public init(parent: RIBPattern, child: RIBPattern) {
        self.parent = parent
        self.child = child
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case parent, child }

    /// Reads `{parent, child}` strictly.
    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        parent = try container.decode(RIBPattern.self, forKey: .parent)
        child = try container.decode(RIBPattern.self, forKey: .child)
    }
}

/// "This dependency (or property) must be provided by that component".
///
/// With `dependency` alone, every Dependency protocol matching it must be satisfied by a component
/// matching `component` (the component its edge names). With `property`, every property matching it
/// (of the dependencies matching `dependency`, when that is given too) must really be provided by a
/// matching component: its `providedBy`, else the component that satisfies its dependency.
public struct ProviderRule: Sendable, Equatable, Codable {
    /// Which Dependency protocols, e.g. `BDependency` or `*Dependency`.
    public var dependency: RIBPattern?
    /// Which properties, e.g. `session`.
    public var property: RIBPattern?
    /// The component (or components, with `*`) that must provide them.
    public var component: RIBPattern

    /// Creates a rule; give `dependency`, `property` or both.
    public init(dependency: RIBPattern? = nil, property: RIBPattern? = nil, component: RIBPattern) {
        self.dependency = dependency
        self.property = property
        self.component = component
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case dependency, property, component }

    /// Reads `{dependency and/or property, component}` strictly.
    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        dependency = try container.decodeIfPresent(RIBPattern.self, forKey: .dependency)
        property = try container.decodeIfPresent(RIBPattern.self, forKey: .property)
        component = try container.decode(RIBPattern.self, forKey: .component)
        try StrictDecoding.requireEither("dependency", "property", given: dependency != nil || property != nil, decoder)
    }
}
