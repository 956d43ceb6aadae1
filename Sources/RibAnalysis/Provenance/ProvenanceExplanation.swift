import RibTrace

/// Why `ribgraph explain` could not explain a property: the RIB or the property is not in the trace.
enum ExplainError: LocatedError, Equatable {
    /// `RIB.property` was not written with a dot between two names.
    case badQuery(String)
    case noSuchRIB(String, source: String, closest: [String])
    case noSuchProperty(rib: String, property: String, source: String, known: [String])

    /// Each is a mistake in the command line: the trace is fine.
    var kind: FailureKind { .usage }

    var description: String {
        switch self {
        case .badQuery(let query): "\(query): write the property as RIB.property, e.g. OffGame.scoreStream"
        case .noSuchRIB(let rib, let source, let closest):
            "\(source): no RIB \(rib)" + (closest.isEmpty ? "" : "; did you mean \(closest.joined(separator: ", "))?")
        case .noSuchProperty(let rib, let property, let source, let known):
            "\(source): \(rib)'s Dependency has no property \(property)"
                + (known.isEmpty ? " (the trace lists none for it)" : "; it has \(known.joined(separator: ", "))")
        }
    }
}

/// The way one Dependency property's value travels, for `ribgraph explain TRACE RIB.property`: from the
/// Dependency's declaration through each forwarding member to the member of the component that creates
/// the value, one hop per line, then the tunnel (the components it passes through). A RIB several parents
/// attach has one such chain per parent's dependency edge.
public struct ProvenanceExplanation {
    /// The text, one line each, ending in a newline.
    public let text: String

    /// Explains `query` (`RIB.property`, the RIB by id or name) in `trace`, read from `source` (its name in
    /// messages). Throws ``ExplainError`` when the RIB or the property is not there.
    public init(trace: Trace, query: String, source: String) throws {
        guard let dot = query.firstIndex(of: "."), dot != query.startIndex, query.index(after: dot) != query.endIndex
        else {
            throw ExplainError.badQuery(query)
        }
        let ribName = String(query[..<dot]), propertyName = String(query[query.index(after: dot)...])
        guard let rib = trace.ribs.first(where: { $0.id == ribName }) ?? trace.ribs.first(where: { $0.name == ribName })
        else {
            throw ExplainError.noSuchRIB(
                ribName, source: source,
                closest: NameSuggestion.closest(to: ribName, among: trace.ribs.map(\.id), limit: 1))
        }
        let edges = trace.dependencies.filter { $0.child == rib.id }
        let found = edges.compactMap { edge in edge.properties.first { $0.name == propertyName }.map { (edge, $0) } }
        guard !found.isEmpty else {
            var known: [String] = []
            for property in edges.flatMap(\.properties) where !known.contains(property.name) {
                known.append(property.name)
            }
            throw ExplainError.noSuchProperty(rib: rib.id, property: propertyName, source: source, known: known)
        }
        var lines: [String] = []
        let showing = RouteShowing(trace)
        for (edge, property) in found {
            let type = property.type.map { ": \($0)" } ?? ""
            let declared = property.declaredIn.map { " (\($0))" } ?? ""
            let under =
                edge.parent.map { parent in
                    let shown = Presentation.participles(showing.presentations(parent: parent, child: rib.id))
                    return ", attached under \(parent)" + (shown.map { " (\($0))" } ?? "")
                } ?? ""
            lines.append(
                "\(rib.id).\(property.name)\(type), required by \(edge.dependency)\(declared)\(under), "
                    + "satisfied by \(edge.component)")
            guard let provider = property.providedBy else {
                for hop in property.via { lines.append("  \(hop.at ?? "?"): \(hop.component).\(hop.name) forwards it") }
                lines.append(Self.noProvider(trace, edge: edge, property: property))
                continue
            }
            let hops =
                property.via.isEmpty
                ? [ProvenanceHop(component: provider, name: property.name, at: property.providedIn)] : property.via
            for (number, hop) in hops.enumerated() {
                let role = number == hops.count - 1 ? "creates it" : "forwards it"
                lines.append("  \(hop.at ?? "?"): \(hop.component).\(hop.name) \(role)")
            }
            let tunnel = ProvenanceHop.tunnel(hops, provider: provider)
            lines.append(
                "  tunnel: \(tunnel.count) component\(tunnel.count == 1 ? "" : "s") passed through"
                    + (tunnel.isEmpty ? "" : " (\(tunnel.joined(separator: " → ")))"))
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The line for a property with no provider: in a scan, the component that should provide it and does not,
    /// which the compiler refuses; in a recording, what the scan merged in did not say.
    private static func noProvider(_ trace: Trace, edge: DependencyEdge, property: DependencyProperty) -> String {
        guard trace.origin == .source else {
            return "  unknown: no component the scan read provides it (see the scan's warnings)"
        }
        guard let last = property.via.last else {
            return "  no provider: \(edge.component), which satisfies \(edge.dependency) here, neither declares "
                + "\(property.name) nor is handed it: the build fails (see the scan's warnings)"
        }
        return "  no provider: nothing above \(last.component).\(last.name), which forwards it, declares it: "
            + "the build fails (see the scan's warnings)"
    }

}
