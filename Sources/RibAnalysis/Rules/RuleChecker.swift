import RibTrace

/// Holds a RIB tree to a ``RuleSet``: every broken rule becomes a ``Violation``, in a fixed order (rule
/// by rule as ``Violation/Rule`` lists them; within a rule, RIBs in pre-order and dependencies in trace
/// order), so the same trace and rules always give the same list.
///
/// In a scan's graph of RIB types, a violation is about one RIB type, one route or one property, once,
/// however many parents attach the RIB type: the dependency edges of its several parents make one
/// `provided-by` violation naming every wrong component, and its property one tunnel (the longest).
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
                let route = place.isShared(tunnel.consumer) ? tunnel.parent.map { " on the route from \($0)" } ?? "" : ""
                return Violation(rule: .maxTunnel, location: place.place(tunnel.consumer),
                          what: "\"\(tunnel.property)\" (\(tunnel.dependency)) is provided by \(tunnel.providedBy) "
                              + "and passed through \(length) components\(route); maxTunnel is \(limit)",
                          key: "\(tunnel.dependency).\(tunnel.property)",
                          declaredIn: declarations.declaredIn(tunnel.property, of: tunnel.dependency, for: tunnel.consumer))
            }
        }
        found += place.forbiddenEdges(rules.forbidden)
        found += providers(trace: trace, place: place, declarations: declarations)
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
    /// property rules against each property's real provider (else the edge's component). A graph's RIB type
    /// has an edge per parent: what the same rule finds on several of them is one violation.
    private func providers(trace: Trace, place: TreePlaces, declarations: PropertyDeclarations) -> [Violation] {
        guard !rules.providedBy.isEmpty else { return [] }
        var found = MergedViolations()
        for edge in trace.dependencies where place.isAttached(edge.child) {
            // Which parent's edge it is matters only when several parents attach the RIB type.
            let parent = edge.parent.flatMap { place.isShared(edge.child) ? $0 : nil }
            for (number, rule) in rules.providedBy.enumerated() {
                if let dependency = rule.dependency, !dependency.matches(edge.dependency) { continue }
                guard let wanted = rule.property else {
                    if !rule.component.matches(edge.component) {
                        found.add(rule: number, culprit: edge.component, parent: parent, Violation(
                            rule: .providedBy, location: place.place(edge.child), what: "",
                            key: edge.dependency, declaredIn: trace.rib(edge.child)?.declaredIn)) { culprits in
                            "\(edge.dependency) is satisfied by \(culprits); the rules want \(rule.component)"
                        }
                    }
                    continue
                }
                for property in edge.properties where wanted.matches(property.name) {
                    let provider = property.providedBy ?? edge.component
                    let tunnel = Tunnel(consumer: edge.child, dependency: edge.dependency, property: property.name,
                                        providedBy: provider, length: nil)
                    guard !rules.isExempt(tunnel), !rule.component.matches(provider) else { continue }
                    found.add(rule: number, culprit: provider, parent: parent, Violation(
                        rule: .providedBy, location: place.place(edge.child), what: "",
                        key: "\(edge.dependency).\(property.name)",
                        declaredIn: property.providedIn ?? declarations.providedIn(property.name, of: edge.dependency,
                                                                                   for: edge.child))) { culprits in
                        "\"\(property.name)\" (\(edge.dependency)) is provided by \(culprits); the rules want \(rule.component)"
                    }
                }
            }
        }
        return found.violations
    }
}

/// Violations of one rule found again on another dependency edge of the same RIB type, merged into the first:
/// its sentence names every culprit (a wrong component), each with the parents whose edges it is on.
private struct MergedViolations {
    private(set) var violations: [Violation] = []
    /// Per violation: each culprit once, in the order found, with its parents.
    private var culprits: [[(name: String, parents: [String])]] = []
    private var slot: [String: Int] = [:]

    /// Adds `violation` of the rule numbered `rule`, or merges it into the one found before with the same
    /// fingerprint. `culprit` is the wrong component, `parent` the parent whose edge it is on (nil when the
    /// RIB has only one); `sentence` says what is wrong given the culprits so far, written out.
    mutating func add(rule: Int, culprit: String, parent: String?, _ violation: Violation,
                      sentence: (String) -> String) {
        let key = "\(rule) \(violation.fingerprint)"
        let at: Int
        if let found = slot[key] {
            at = found
        } else {
            at = violations.count
            slot[key] = at
            violations.append(violation)
            culprits.append([])
        }
        if let known = culprits[at].firstIndex(where: { $0.name == culprit }) {
            if let parent { culprits[at][known].parents.append(parent) }
        } else {
            culprits[at].append((culprit, parent.map { [$0] } ?? []))
        }
        violations[at].what = sentence(Self.joined(culprits[at].map { culprit in
            culprit.parents.isEmpty ? culprit.name : "\(culprit.name) (under \(Self.joined(culprit.parents)))"
        }))
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func joined(_ names: [String]) -> String {
        names.count <= 2 ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
