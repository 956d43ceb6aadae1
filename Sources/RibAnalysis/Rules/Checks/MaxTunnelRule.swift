import RibTrace

extension Violation.Rule {
    /// ``MaxTunnelRule``'s id.
    public static let maxTunnel = Violation.Rule(id: "max-tunnel")
}

extension RuleSet {
    /// At most this many components that merely pass one dependency property through to its consumer.
    public var maxTunnel: Int? {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `max-tunnel`: no dependency property passed through more than `maxTunnel` components between its
/// provider and the component that satisfies the Dependency (``Tunnel``). Exempt tunnels
/// (`tunnelExemptions`) and tunnels of unknown length are not checked; in a graph, a property is one
/// violation (its longest tunnel), and a RIB type with several parents says on which route.
struct MaxTunnelRule: ArchitectureRule {
    let id = Violation.Rule.maxTunnel
    let options = [
        RuleOption.limit(
            "maxTunnel", \.maxTunnel, byDefault: (3, limits: "components a dependency property merely passes through")),
        RuleOption.tunnelExemptions,
    ]
    let summary =
        "a dependency property of an attached RIB passes through more components between its provider and "
        + "the component that satisfies the Dependency ([tunnel length](metrics.md)); exempt properties and tunnels "
        + "of unknown length are not checked"
    let reportedAt = "the consumer RIB"

    func check(_ context: RuleContext) -> [Violation] {
        let dependencies = context.metrics.dependencies, places = context.places
        guard let limit = context.rules.maxTunnel, dependencies.maximumTunnel > limit else { return [] }
        return context.rules.tunnelsOverLimit(dependencies.tunnels).map { tunnel in
            let length = tunnel.length ?? 0
            let route = places.isShared(tunnel.consumer) ? tunnel.parent.map { " on the route from \($0)" } ?? "" : ""
            return Violation(
                rule: id, location: places.place(tunnel.consumer),
                what: "\"\(tunnel.property)\" (\(tunnel.dependency)) is provided by \(tunnel.providedBy) "
                    + "and passed through \(length) components\(route); maxTunnel is \(limit)",
                key: "\(tunnel.dependency).\(tunnel.property)",
                declaredIn: context.declarations.declaredIn(
                    tunnel.property, of: tunnel.dependency,
                    for: tunnel.consumer))
        }
    }
}
