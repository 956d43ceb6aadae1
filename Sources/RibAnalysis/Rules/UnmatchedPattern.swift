import RibTrace

/// A name in a rules file that matches nothing in the trace checked: most often a typo or a RIB renamed
/// since the rules were written, which would otherwise make its rule pass silently. `check` prints each
/// as a warning (an error with `--strict`).
public struct UnmatchedPattern: Sendable, Equatable {
    /// Where the name is in the rules file: `leaves[0]`, `forbidden[1].child`, `tunnelExemptions[0].property`.
    public var path: String
    /// The rule the name belongs to: `leaves`, `forbidden`, `providedBy`, `tunnelExemptions`.
    public var rule: String
    /// The name or pattern as written.
    public var pattern: RIBPattern
    /// What it should have matched: "RIB", "component", "Dependency" or "property".
    public var kind: String

    /// Creates an entry.
    public init(path: String, rule: String, pattern: RIBPattern, kind: String) {
        self.path = path
        self.rule = rule
        self.pattern = pattern
        self.kind = kind
    }

    /// The sentence a command prints, naming the rules file and the trace.
    public func message(rulesFile: String, traceFile: String) -> String {
        error(rulesFile: rulesFile, traceFile: traceFile).description
    }

    /// The same as an error (exit status 65), for `check --strict`.
    public func error(rulesFile: String, traceFile: String) -> InputError {
        InputError(
            file: rulesFile, path: path,
            reason: "the \(rule) rule's pattern \"\(pattern)\" matches no \(kind) in \(traceFile)")
    }

    /// Every name of `rules` that matches nothing of its kind anywhere in `trace` (all its RIBs, attached
    /// or not, components, Dependencies and properties), in the rules file's order.
    public static func find(in rules: RuleSet, trace: Trace) -> [UnmatchedPattern] {
        let names = TraceNames(trace)
        return RuleRegistry.options.flatMap { option in
            option.patterns(rules).compactMap { named in
                names[named.names].contains(where: named.pattern.matches)
                    ? nil
                    : UnmatchedPattern(
                        path: option.key + named.place, rule: option.key, pattern: named.pattern,
                        kind: named.names.rawValue)
            }
        }
    }
}

/// The names a rules file can refer to in a trace, each kind listed once.
private struct TraceNames {
    var ribs: [String] = []
    var components: [String] = []
    var dependencies: [String] = []
    var properties: [String] = []

    init(_ trace: Trace) {
        ribs = Self.unique(trace.ribs.flatMap { [$0.id, $0.name] })
        var components =
            trace.ribs.compactMap(\.component)
            + trace.components.flatMap { [$0.component] + [$0.parent].compactMap { $0 } }
        var properties: [String] = []
        for edge in trace.dependencies {
            components.append(edge.component)
            for property in edge.properties {
                properties.append(property.name)
                if let provider = property.providedBy { components.append(provider) }
            }
        }
        self.components = Self.unique(components)
        dependencies = Self.unique(trace.ribs.compactMap(\.dependency) + trace.dependencies.map(\.dependency))
        self.properties = Self.unique(properties)
    }

    /// The names of one kind.
    subscript(kind: NameKind) -> [String] {
        switch kind {
        case .rib: ribs
        case .component: components
        case .dependency: dependencies
        case .property: properties
        }
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
