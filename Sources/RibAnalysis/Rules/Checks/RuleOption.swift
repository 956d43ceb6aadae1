/// A key of a rules file, whole in one place: its name, the ``RuleSet`` property it fills, how docs/rules.md
/// describes its value, and the limit `check` uses without a rules file. A rule's file declares its options
/// (``ArchitectureRule/options``) and its value, a property of ``RuleSet``, which reads, writes, counts and
/// defaults itself through them; `check --help` and `ribgraph init`'s starter file name the defaults through
/// ``RuleDefault``, so a key is spelled once.
struct RuleOption: Sendable {
    /// The key, as written in the file: `maxDepth`.
    let key: String
    /// What value it takes, for docs/rules.md: `whole number ≥ 0`.
    let value: String
    /// For a setting that is no rule of its own (it changes what rules check), what it does.
    let effect: String?
    /// The limit `check` holds a tree to when no rules file is given, and what it limits in the words of the
    /// starter file `ribgraph init` writes; nil when the key is off unless a rules file sets it.
    private(set) var standard: (limit: Int, limits: String)?
    /// Reads the key of a rules file's object, strictly, into a rule set.
    let read: @Sendable (KeyedDecodingContainer<AnyCodingKey>, inout RuleSet) throws -> Void
    /// Writes the key's value in a rule set, when it is on, into a rules file's object.
    let write: @Sendable (RuleSet, inout KeyedEncodingContainer<AnyCodingKey>) throws -> Void
    /// How many rules the key turns on in a rule set: a limit that is set is one, a list one per entry.
    let rulesOn: @Sendable (RuleSet) -> Int
    /// The names and patterns the key holds in a rule set, for ``UnmatchedPattern``.
    let patterns: @Sendable (RuleSet) -> [NamedPattern]
    /// Sets the key's ``standard`` limit in a rule set.
    private(set) var setStandard: @Sendable (inout RuleSet) -> Void = { _ in }

    /// The key `key`, held in `property`, read by the one strict reading all keys share.
    private init<Value: RuleOptionValue>(
        _ key: String, _ property: WritableKeyPath<RuleSet, Value> & Sendable, value: String, effect: String?
    ) {
        self.key = key
        self.value = value
        self.effect = effect
        read = { container, rules in
            rules[keyPath: property] = try StrictDecoding.option(container, AnyCodingKey(key))
        }
        write = { rules, container in
            let value = rules[keyPath: property]
            if value.rulesOn > 0 { try container.encode(value, forKey: AnyCodingKey(key)) }
        }
        rulesOn = { $0[keyPath: property].rulesOn }
        patterns = { $0[keyPath: property].patterns }
    }

    /// A numeric limit, an optional whole number 0 or more; `byDefault`, when given, is the limit without a
    /// rules file and what it limits.
    static func limit(
        _ key: String, _ property: WritableKeyPath<RuleSet, Int?> & Sendable,
        byDefault: (limit: Int, limits: String)? = nil
    ) -> RuleOption {
        var option = RuleOption(key, property, value: "whole number ≥ 0", effect: nil)
        if let byDefault {
            option.standard = byDefault
            option.setStandard = { $0[keyPath: property] = byDefault.limit }
        }
        return option
    }

    /// A list of entries, off while empty; `value` says what an entry is, `effect` what the list does when it
    /// is a setting of other rules rather than a rule.
    static func list<Entry: RuleEntry>(
        _ key: String, _ property: WritableKeyPath<RuleSet, [Entry]> & Sendable, value: String,
        effect: String? = nil
    ) -> RuleOption {
        RuleOption(key, property, value: value, effect: effect)
    }
}
