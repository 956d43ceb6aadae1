/// The architecture rules `ribgraph check` holds a RIB tree to, read from a JSON or YAML rules file
/// (see docs/rules.md): a collection of the rules' values. Each rule's file in Rules/Checks declares its value
/// (`maxDepth` in MaxDepthRule.swift) as a property of this type, its key, its default and its words; the set
/// holds the values that are on. A rule that is absent (or `null`) is not checked; ``default`` is the set used
/// when no rules file is given.
public struct RuleSet: Sendable, Equatable, Codable {
    /// The values that are on, by the name of the property that holds each.
    private var values: [String: any RuleOptionValue] = [:]

    /// Creates a rule set in which every rule is off; set the rules wanted, or use ``with(_:_:)``.
    public init() {}

    /// This set with the rule at `rule` set to `value`: `RuleSet().with(\.maxDepth, 6)`.
    public func with<Value>(_ rule: WritableKeyPath<RuleSet, Value>, _ value: Value) -> RuleSet {
        var rules = self
        rules[keyPath: rule] = value
        return rules
    }

    /// The value of the property named `property`, off while unset: what each rule's property reads.
    func value<Value: RuleOptionValue>(_ property: String = #function) -> Value {
        values[property] as? Value ?? .off
    }

    /// Sets the property named `property`; a value that is off leaves the set, so that sets with the same
    /// rules on are equal however they were made.
    mutating func setValue<Value: RuleOptionValue>(_ value: Value, _ property: String = #function) {
        values[property] = value.rulesOn == 0 ? nil : value
    }

    /// Sets with the same rules on, each with the same value, are equal.
    public static func == (lhs: RuleSet, rhs: RuleSet) -> Bool {
        lhs.values.count == rhs.values.count
            && lhs.values.allSatisfy { property, value in rhs.values[property].map(value.isEqual) == true }
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

    /// Writes the rules that are on as a rules file holds them, each under its key.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for option in RuleRegistry.options { try option.write(self, &container) }
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
