import RibTrace

/// Holds a RIB tree to a ``RuleSet``: every broken rule becomes a ``Violation``, in a fixed order (rule
/// by rule as ``Violation/Rule`` lists them; within a rule, RIBs in pre-order and dependencies in trace
/// order), so the same trace and rules always give the same list.
///
/// The numeric rules take their numbers from ``TreeMetrics`` (whether the tree breaks the limit at all)
/// and only locate the RIBs concerned here.
public struct RuleChecker: Sendable {
    /// The rules checked.
    public var rules: RuleSet

    /// Creates a checker for `rules`.
    public init(rules: RuleSet) {
        self.rules = rules
    }

    /// The violations of `tree`, a replay of `trace`.
    public func check(trace: Trace, tree: RibTree) -> [Violation] {
        check(trace: trace, tree: tree, metrics: TreeMetrics(trace: trace, tree: tree))
    }

    /// The violations of `tree`, a replay of `trace` whose metrics are `metrics`.
    public func check(trace: Trace, tree: RibTree, metrics: TreeMetrics) -> [Violation] {
        let place = TreePlaces(trace: trace, tree: tree)
        let declarations = PropertyDeclarations(trace: trace)
        var found: [Violation] = []
        if let limit = rules.maxDepth, metrics.depth.maximum > limit {
            found += place.tooDeep(limit: limit)
        }
        if let limit = rules.maxFanOut, metrics.fanOut.maximum > limit {
            found += place.tooWide(limit: limit)
        }
        if let limit = rules.maxViewlessChain, metrics.depth.longestViewlessChain > limit {
            found += place.viewlessChains(limit: limit)
        }
        let tunnels = metrics.dependencies.tunnels.filter { !rules.isExempt($0) }
        if let limit = rules.maxTunnel, metrics.dependencies.maximumTunnel > limit {
            found += tunnels.compactMap { tunnel -> Violation? in
                guard let length = tunnel.length, length > limit else { return nil }
                return Violation(rule: .maxTunnel, location: place.path(tunnel.consumer),
                          what: "\"\(tunnel.property)\" (\(tunnel.dependency)) is provided by \(tunnel.providedBy) "
                              + "and passed through \(length) components; maxTunnel is \(limit)",
                          key: "\(tunnel.dependency).\(tunnel.property)",
                          declaredIn: declarations.declaredIn(tunnel.property, of: tunnel.dependency, for: tunnel.consumer))
            }
        }
        found += place.forbiddenEdges(rules.forbidden)
        found += providers(trace: trace, tunnels: tunnels, place: place, declarations: declarations)
        found += place.nonLeaves(rules.leaves)
        if let limit = rules.maxSuspectedLeaks, trace.leaks.count > limit {
            // A leaked RIB is detached, so it has no place in the tree: its id is where it is.
            found += trace.leaks.map { leak in
                Violation(rule: .suspectedLeak, location: leak.rib,
                          what: "its \(leak.objects.map(\.rawValue).joined(separator: " and ")) stayed alive \(leak.seconds) s after "
                              + "its detach (seq \(leak.detachSeq)); maxSuspectedLeaks is \(limit)",
                          key: leak.rib, declaredIn: trace.rib(leak.rib)?.declaredIn)
            }
        }
        return found
    }

    /// `provided-by`: dependency rules against the component each attached consumer's edge names,
    /// property rules against each property's real provider (the tunnels' `providedBy`).
    private func providers(trace: Trace, tunnels: [Tunnel], place: TreePlaces,
                           declarations: PropertyDeclarations) -> [Violation] {
        guard !rules.providedBy.isEmpty else { return [] }
        var found: [Violation] = []
        var tunnelsByEdge: [DependencyEdgeKey: [Tunnel]] = [:]
        for tunnel in tunnels {
            tunnelsByEdge[DependencyEdgeKey(consumer: tunnel.consumer, dependency: tunnel.dependency), default: []].append(tunnel)
        }
        for edge in trace.dependencies where place.isAttached(edge.child) {
            for rule in rules.providedBy {
                if let dependency = rule.dependency, !dependency.matches(edge.dependency) { continue }
                guard rule.property != nil else {
                    if !rule.component.matches(edge.component) {
                        found.append(Violation(
                            rule: .providedBy, location: place.path(edge.child),
                            what: "\(edge.dependency) is satisfied by \(edge.component); the rules want \(rule.component)",
                            key: edge.dependency, declaredIn: trace.rib(edge.child)?.declaredIn))
                    }
                    continue
                }
                for tunnel in tunnelsByEdge[DependencyEdgeKey(consumer: edge.child, dependency: edge.dependency)] ?? []
                where rule.property!.matches(tunnel.property) && !rule.component.matches(tunnel.providedBy) {
                    found.append(Violation(
                        rule: .providedBy, location: place.path(edge.child),
                        what: "\"\(tunnel.property)\" (\(edge.dependency)) is provided by \(tunnel.providedBy); "
                            + "the rules want \(rule.component)",
                        key: "\(edge.dependency).\(tunnel.property)",
                        declaredIn: declarations.providedIn(tunnel.property, of: edge.dependency, for: edge.child)))
                }
            }
        }
        return found
    }
}
