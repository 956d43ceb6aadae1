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
    /// At most this many screens deep (``DepthMetrics/maximumNavigation``): pushes, presents and root swaps.
    public var maxNavigationDepth: Int?
    /// At most this many routes that embed a viewless RIB or set it as a tab; 0 fails on any.
    public var maxViewlessParts: Int?
    /// At most this many Dependency properties of a scan that no component provides; 0 fails on any.
    public var maxUnprovidedProperties: Int?
    /// Properties that `maxTunnel` and property `providedBy` rules do not check (app-wide services).
    public var tunnelExemptions: [TunnelExemption]

    /// Creates a rule set; every rule is off unless given.
    public init(
        maxDepth: Int? = nil, maxFanOut: Int? = nil, maxViewlessChain: Int? = nil, maxTunnel: Int? = nil,
        forbidden: [ForbiddenEdge] = [], providedBy: [ProviderRule] = [], leaves: [RIBPattern] = [],
        maxSuspectedLeaks: Int? = nil, tunnelExemptions: [TunnelExemption] = [], maxNavigationDepth: Int? = nil,
        maxViewlessParts: Int? = nil, maxUnprovidedProperties: Int? = nil
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
        self.maxNavigationDepth = maxNavigationDepth
        self.maxViewlessParts = maxViewlessParts
        self.maxUnprovidedProperties = maxUnprovidedProperties
    }

    /// The rules checked when no rules file is given: the limits the rules' files give `byDefault`
    /// (``RuleDefault/all``), and no forbidden pairs, providers or leaves (those name an app's own RIBs).
    public static let `default` = RuleRegistry.options.reduce(into: RuleSet()) { rules, option in
        option.setStandard(&rules)
    }

    /// How many rules are on: each numeric limit that is set, and each list entry (exemptions are no rules).
    public var count: Int {
        RuleRegistry.all.reduce(0) { $0 + $1.options[0].rulesOn(self) }
    }

    /// Reads a rule set strictly: the keys are the rules' options (``RuleRegistry/options``), each read
    /// the one way they all are; unknown keys and wrong types are errors that name the key path.
    public init(from decoder: Decoder) throws {
        self.init()
        let options = RuleRegistry.options
        let container = try decoder.strictContainer(keyedBy: AnyCodingKey.self, allowing: options.map(\.key))
        for option in options { try option.read(container, &self) }
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
