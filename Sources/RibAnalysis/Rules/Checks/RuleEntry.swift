/// An entry of a rules-file list (`forbidden`, `providedBy`, `leaves`, `tunnelExemptions`): read strictly
/// (unknown keys are errors), and asked for the names in it that should match something in the trace.
protocol RuleEntry: Codable, Sendable, Equatable {
    /// Each name or pattern the entry gives, in its fields' order, placed at its field (`.parent`; nothing for
    /// an entry that is one name).
    var patterns: [NamedPattern] { get }
}

/// A name or pattern in a rules file, where it is below its key, and what it names in a trace.
struct NamedPattern: Sendable, Equatable {
    /// Where it is: `.child` in an entry, `[1].child` in a list, `forbidden[1].child` in the file.
    var place: String
    /// The name or pattern as written.
    var pattern: RIBPattern
    /// What it should match.
    var names: NameKind

    /// The pattern in field `field` (nil for an entry that is one name), when it is given.
    static func field(_ field: String?, _ pattern: RIBPattern?, names: NameKind) -> [NamedPattern] {
        pattern.map { [NamedPattern(place: field.map { ".\($0)" } ?? "", pattern: $0, names: names)] } ?? []
    }
}

/// What a name in a rules file stands for, as messages call it.
enum NameKind: String, Sendable {
    case rib = "RIB"
    case component
    case dependency = "Dependency"
    case property
}

extension RIBPattern: RuleEntry {
    /// A `leaves` entry: the RIB it names.
    var patterns: [NamedPattern] { NamedPattern.field(nil, self, names: .rib) }
}
