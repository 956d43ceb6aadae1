import RibTrace

extension Violation.Rule {
    /// ``ProvidedByRule``'s id.
    public static let providedBy = Violation.Rule(id: "provided-by")
}

extension RuleSet {
    /// Dependencies or properties that must come from a given component.
    public var providedBy: [ProviderRule] {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `provided-by`: dependency entries (``ProviderRule`` without a property) against the component each
/// attached consumer's edge names; property entries against each property's real provider (else the edge's
/// component), skipping exempt tunnels. A graph's RIB type has an edge per parent: what the same entry finds
/// on several of them is one violation naming every wrong component.
struct ProvidedByRule: ArchitectureRule {
    let id = Violation.Rule.providedBy
    let options = [
        RuleOption.list("providedBy", \.providedBy, value: "list of `{dependency, property, component}`"),
        RuleOption.tunnelExemptions,
    ]
    let summary =
        "a matching Dependency is satisfied, or a matching property provided, by a component the entry "
        + "does not name; see below"
    let reportedAt = "the consumer RIB"

    func check(_ context: RuleContext) -> [Violation] {
        let rules = context.rules, trace = context.trace, places = context.places
        guard !rules.providedBy.isEmpty else { return [] }
        var found = MergedViolations()
        for edge in trace.dependencies where places.isAttached(edge.child) {
            // Which parent's edge it is matters only when several parents attach the RIB type.
            let parent = edge.parent.flatMap { places.isShared(edge.child) ? $0 : nil }
            for (number, rule) in rules.providedBy.enumerated() {
                if let dependency = rule.dependency, !dependency.matches(edge.dependency) { continue }
                guard let wanted = rule.property else {
                    if !rule.component.matches(edge.component) {
                        found.add(
                            rule: number, culprit: edge.component, parent: parent,
                            Violation(
                                rule: id, location: places.place(edge.child), what: "",
                                key: edge.dependency, declaredIn: trace.rib(edge.child)?.declaredIn)
                        ) { culprits in
                            "\(edge.dependency) is satisfied by \(culprits); the rules want \(rule.component)"
                        }
                    }
                    continue
                }
                for property in edge.properties where wanted.matches(property.name) {
                    let provider = property.providedBy ?? edge.component
                    let tunnel = Tunnel(
                        consumer: edge.child, dependency: edge.dependency, property: property.name,
                        providedBy: provider, length: nil)
                    guard !rules.isExempt(tunnel), !rule.component.matches(provider) else { continue }
                    found.add(
                        rule: number, culprit: provider, parent: parent,
                        Violation(
                            rule: id, location: places.place(edge.child), what: "",
                            key: "\(edge.dependency).\(property.name)",
                            declaredIn: property.providedIn
                                ?? context.declarations.providedIn(
                                    property.name, of: edge.dependency,
                                    for: edge.child))
                    ) { culprits in
                        "\"\(property.name)\" (\(edge.dependency)) is provided by \(culprits); the rules want \(rule.component)"
                    }
                }
            }
        }
        return found.violations
    }
}

/// Violations of one entry found again on another dependency edge of the same RIB type, merged into the first:
/// its sentence names every culprit (a wrong component), each with the parents whose edges it is on.
private struct MergedViolations {
    private(set) var violations: [Violation] = []
    /// Per violation: each culprit once, in the order found, with its parents.
    private var culprits: [[(name: String, parents: [String])]] = []
    private var slot: [String: Int] = [:]

    /// Adds `violation` of the entry numbered `rule`, or merges it into the one found before with the same
    /// fingerprint. `culprit` is the wrong component, `parent` the parent whose edge it is on (nil when the
    /// RIB has only one); `sentence` says what is wrong given the culprits so far, written out.
    mutating func add(
        rule: Int, culprit: String, parent: String?, _ violation: Violation,
        sentence: (String) -> String
    ) {
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
        violations[at].what = sentence(
            Self.joined(
                culprits[at].map { culprit in
                    culprit.parents.isEmpty ? culprit.name : "\(culprit.name) (under \(Self.joined(culprit.parents)))"
                }))
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func joined(_ names: [String]) -> String {
        names.count <= 2
            ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}

/// "This dependency (or property) must be provided by that component".
///
/// With `dependency` alone, every Dependency protocol matching it must be satisfied by a component
/// matching `component` (the component its edge names). With `property`, every property matching it
/// (of the dependencies matching `dependency`, when that is given too) must really be provided by a
/// matching component: its `providedBy`, else the component that satisfies its dependency.
public struct ProviderRule: Sendable, Equatable, Codable, RuleEntry {
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

    /// The Dependency and property it names, when given, and the component.
    var patterns: [NamedPattern] {
        NamedPattern.field("dependency", dependency, names: .dependency)
            + NamedPattern.field("property", property, names: .property)
            + NamedPattern.field("component", component, names: .component)
    }
}
