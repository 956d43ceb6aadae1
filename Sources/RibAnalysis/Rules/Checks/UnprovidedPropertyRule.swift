import RibTrace

extension Violation.Rule {
    /// ``UnprovidedPropertyRule``'s id.
    public static let unprovidedProperty = Violation.Rule(id: "unprovided-property")
}

extension RuleSet {
    /// At most this many Dependency properties of a scan that no component provides; 0 fails on any.
    public var maxUnprovidedProperties: Int? {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `unprovided-property`: no more than `maxUnprovidedProperties` Dependency properties that no component
/// provides, in a scan of the sources: the component that satisfies the Dependency neither declares nor
/// inherits the property, nor gets it from a protocol extension, which the compiler refuses. Each (route,
/// property) is one violation, at the route (a root's at the RIB). A recording knows no providers by itself
/// (the probe cannot see computed members), so only scans are checked. On by default, at 0.
struct UnprovidedPropertyRule: ArchitectureRule {
    let id = Violation.Rule.unprovidedProperty
    let options = [
        RuleOption.limit(
            "maxUnprovidedProperties", \.maxUnprovidedProperties,
            byDefault: (0, limits: "Dependency properties no component provides (the build breaks)"))
    ]
    let summary =
        "more Dependency properties of a scan have no provider: the component that satisfies the Dependency "
        + "on a route neither declares nor inherits them, nor gets them from a protocol extension (the compiler "
        + "refuses it); reported once per route and property"
    let reportedAt = "the route (a root: the RIB)"

    func check(_ context: RuleContext) -> [Violation] {
        let trace = context.trace, places = context.places
        guard let limit = context.rules.maxUnprovidedProperties, trace.origin == .source else { return [] }
        var found: [Violation] = []
        for edge in trace.dependencies {
            guard let child = trace.index(ofRIB: edge.child), places.isAttached(edge.child) else { continue }
            let parent = edge.parent.flatMap(trace.index(ofRIB:))
            let place = parent.map { places.place(ofChild: child, under: $0) } ?? places.place(of: child)
            let under = edge.parent.map { " under \($0)" } ?? ""
            for property in edge.properties where property.providedBy == nil {
                found.append(
                    Violation(
                        rule: id, location: place,
                        what: "\"\(property.name)\" (\(edge.dependency)) has no provider\(under): \(edge.component), "
                            + "which satisfies \(edge.dependency) there, neither declares it nor is handed it; "
                            + "maxUnprovidedProperties is \(limit)",
                        key: "\(edge.dependency).\(property.name)",
                        declaredIn: property.declaredIn ?? trace.ribs[child].declaredIn))
            }
        }
        return found.count > limit ? found : []
    }
}
