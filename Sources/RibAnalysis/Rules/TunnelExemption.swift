import RibTrace

extension RuleSet {
    /// Properties that `maxTunnel` and property `providedBy` rules do not check (app-wide services).
    public var tunnelExemptions: [TunnelExemption] {
        get { value() }
        set { setValue(newValue) }
    }
}

extension RuleOption {
    /// `tunnelExemptions`, which the tunnel rules (`maxTunnel`, property `providedBy`) read.
    static let tunnelExemptions = RuleOption.list(
        "tunnelExemptions", \.tunnelExemptions, value: "list of `{property, providedBy, dependency}`",
        effect: "never: entries exempt tunnels from `maxTunnel` and from property `providedBy` rules, see below")
}

/// Dependency properties the tunnel rules (`maxTunnel`, and `providedBy` rules on properties) leave alone:
/// app-wide services such as `analytics` that an app provides once, from its root component, to RIBs at
/// any depth. An entry names a `property`, a `providedBy` component or both (and optionally the
/// `dependency`); a tunnel is exempt when every pattern given matches it.
public struct TunnelExemption: Sendable, Equatable, Codable, RuleEntry {
    /// Which properties, e.g. `analytics` or `*Stream`.
    public var property: RIBPattern?
    /// Which providing components, e.g. `SuperAppComponent`: the tunnel's ``Tunnel/providedBy``.
    public var providedBy: RIBPattern?
    /// Which Dependency protocols, when only some of them are exempt.
    public var dependency: RIBPattern?

    /// Creates an exemption; give `property`, `providedBy` or both.
    public init(property: RIBPattern? = nil, providedBy: RIBPattern? = nil, dependency: RIBPattern? = nil) {
        self.property = property
        self.providedBy = providedBy
        self.dependency = dependency
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case property, providedBy, dependency }

    /// Reads `{property and/or providedBy, dependency}` strictly.
    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        property = try container.decodeIfPresent(RIBPattern.self, forKey: .property)
        providedBy = try container.decodeIfPresent(RIBPattern.self, forKey: .providedBy)
        dependency = try container.decodeIfPresent(RIBPattern.self, forKey: .dependency)
        try StrictDecoding.requireEither("property", "providedBy", given: property != nil || providedBy != nil, decoder)
    }

    /// Whether `tunnel` is exempt by this entry.
    func exempts(_ tunnel: Tunnel) -> Bool {
        (property?.matches(tunnel.property) ?? true) && (providedBy?.matches(tunnel.providedBy) ?? true)
            && (dependency?.matches(tunnel.dependency) ?? true)
    }

    /// The property, component and Dependency it names, when given.
    var patterns: [NamedPattern] {
        NamedPattern.field("property", property, names: .property)
            + NamedPattern.field("providedBy", providedBy, names: .component)
            + NamedPattern.field("dependency", dependency, names: .dependency)
    }
}
