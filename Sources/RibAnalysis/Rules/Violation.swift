import RibTrace

/// One broken rule: which rule, where in the tree, and a sentence saying what is wrong.
///
/// `location` (`where` in JSON) is, in a recording, the path of RIB ids from the root down to the RIB
/// concerned, such as `A/AA/B/가/나`; in a scan's graph of RIB types, the RIB type itself (`Web`) or the
/// route (`Search -> Web`), which no change elsewhere in the graph renames. `key` is what identifies the
/// violation at that place without its numbers (a RIB id, a `Dependency.property`, a forbidden pair), so
/// that a baseline still recognises it when its numbers change: see ``fingerprint``.
public struct Violation: Sendable, Hashable, Codable {
    /// The id of a rule `ribgraph check` knows (`max-depth`): each rule's file in Rules/Checks declares
    /// its own (``maxDepth``, …), and ``allCases`` lists them in the order `check` reports them.
    public struct Rule: RawRepresentable, Sendable, Hashable, Codable, CaseIterable {
        /// The id as reports and baselines write it.
        public let rawValue: String

        /// The rule with id `rawValue`; nil when no rule has it.
        public init?(rawValue: String) {
            guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = known
        }

        /// A rule's id, as its own file declares it.
        init(id: String) {
            rawValue = id
        }

        /// Every rule's id, in the order `check` reports them.
        public static var allCases: [Rule] { RuleRegistry.all.map(\.id) }
    }

    /// The rule broken.
    public var rule: Rule
    /// In a recording, the path of RIB ids from the root to the RIB concerned, joined by `/`; in a graph of
    /// RIB types, the RIB type or the route `Parent -> Child`.
    public var location: String
    /// What is wrong, as a sentence (its numbers may change from run to run).
    public var what: String
    /// What identifies the violation at `location`, free of numbers that may change.
    public var key: String
    /// The Swift declaration to fix, `path:line`, when the trace says where it is (a scan does): the RIB's
    /// builder, or for a property the place that declares or provides it. Not part of ``fingerprint``.
    public var declaredIn: String?

    /// Creates a violation.
    public init(rule: Rule, location: String, what: String, key: String, declaredIn: String? = nil) {
        self.rule = rule
        self.location = location
        self.what = what
        self.key = key
        self.declaredIn = declaredIn
    }

    /// What a baseline matches on: the rule, the place and the key, never the sentence, so that
    /// "reaches depth 7" becoming "reaches depth 8" under the same RIB is still the known violation.
    public var fingerprint: String { "\(rule.rawValue) \(location) \(key)" }

    /// What the violation is about: the last step of a recording's path (the RIB concerned, wherever its
    /// parent put it), or the whole place in a graph (a RIB type or a route).
    public var subject: String {
        String(location.split(separator: "/").last ?? Substring(location))
    }

    /// What `diff --fail-on new-violations` matches BASE's and HEAD's violations on: the rule, the
    /// ``subject`` and the key, so that a RIB under a moved parent keeps its known violations. In a graph of
    /// RIB types the place is the subject already, so this is the ``fingerprint`` a baseline matches on.
    var subjectFingerprint: String { "\(rule.rawValue) \(subject) \(key)" }

    /// `RULE: where: what`, the text format's line.
    public var line: String { "\(rule.rawValue): \(location): \(what)" }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case rule
        case location = "where"
        case what, key, declaredIn
    }

    /// Reads a violation strictly (as a baseline holds it): unknown keys and unknown rules are errors.
    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .rule)
        guard let rule = Rule(rawValue: name) else {
            let known = Rule.allCases.map(\.rawValue)
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [CodingKeys.rule],
                    debugDescription: "unknown rule \(InputExcerpt.quoted(name)) "
                        + (NameSuggestion.nearest(to: name, among: known).map { "(did you mean \"\($0)\"?)" }
                            ?? "(expected one of: \(known.joined(separator: ", ")))")))
        }
        self.rule = rule
        location = try container.decode(String.self, forKey: .location)
        what = try container.decode(String.self, forKey: .what)
        key = try container.decode(String.self, forKey: .key)
        declaredIn = try container.decodeIfPresent(String.self, forKey: .declaredIn)
    }
}
