/// What a rules-file key holds: a limit (`Int?`) or a list of entries (`[Entry]`). Either is off when the key
/// is absent or null, and ``StrictDecoding/option(_:_:)``, the reading every key shares, asks it to read
/// itself only when the key has a value.
protocol RuleOptionValue: Sendable, Equatable, Encodable {
    /// The value of a key that is absent or null: its rule is off.
    static var off: Self { get }
    /// Reads the value at `key`, which is there and not null, strictly: errors name the key path.
    static func strictlyDecoded<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, at key: Key) throws -> Self
    /// How many rules it turns on: a limit that is set is one, a list one per entry.
    var rulesOn: Int { get }
    /// The names and patterns in it, placed below its key.
    var patterns: [NamedPattern] { get }
}

extension RuleOptionValue {
    /// Whether `other` is a value of this type, and equal to this one: how ``RuleSet`` compares what it holds.
    func isEqual(_ other: any RuleOptionValue) -> Bool { other as? Self == self }
}

extension Optional: RuleOptionValue where Wrapped == Int {
    static var off: Int? { nil }

    /// A whole number ≥ 0: `7.5`, `"7"` and `-1` are errors naming the key.
    static func strictlyDecoded<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, at key: Key) throws -> Int? {
        let value: Int
        do {
            value = try container.decode(Int.self, forKey: key)
        } catch {
            throw DecodingError.typeMismatch(
                Int.self, .init(codingPath: container.codingPath + [key], debugDescription: "expected a whole number"))
        }
        guard value >= 0 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath + [key], debugDescription: "must not be negative"))
        }
        return value
    }

    var rulesOn: Int { self == nil ? 0 : 1 }

    var patterns: [NamedPattern] { [] }
}

extension Array: RuleOptionValue where Element: RuleEntry {
    static var off: [Element] { [] }

    /// A list whose entries read themselves strictly.
    static func strictlyDecoded<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, at key: Key) throws
        -> [Element]
    {
        try container.decode([Element].self, forKey: key)
    }

    var rulesOn: Int { count }

    /// Each entry's names, placed at its index: `[1].child`.
    var patterns: [NamedPattern] {
        enumerated().flatMap { index, entry in
            entry.patterns.map { NamedPattern(place: "[\(index)]\($0.place)", pattern: $0.pattern, names: $0.names) }
        }
    }
}
