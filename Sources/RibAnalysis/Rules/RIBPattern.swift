/// A name or a glob pattern in a rules file: `*` stands for any run of characters (none included), every
/// other character stands for itself, case included. `"B"` matches only `B`; `"*Wrapper"` matches
/// `BCWrapper` and `Wrapper`; `"*"` matches everything.
public struct RIBPattern: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The pattern as written.
    public let text: String
    private let parts: [[Character]]

    /// Creates a pattern from its text.
    public init(_ text: String) {
        self.text = text
        parts = text.split(separator: "*", omittingEmptySubsequences: false).map(Array.init)
    }

    /// Creates a pattern from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Reads a non-empty string.
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text.isEmpty {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "must not be empty"))
        }
        self.init(text)
    }

    /// Writes the pattern's text.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Whether the pattern has a `*`.
    var isGlob: Bool { parts.count > 1 }

    /// The pattern's text.
    public var description: String { text }

    /// Whether `name` matches the whole pattern.
    public func matches(_ name: String) -> Bool {
        guard isGlob else { return name == text }
        let name = Array(name)
        let first = parts[0], last = parts[parts.count - 1]
        guard name.count >= first.count + last.count, name.starts(with: first),
            name.reversed().starts(with: last.reversed())
        else { return false }
        var position = first.count
        let end = name.count - last.count
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let found = Self.find(part, in: name, from: position, before: end) else { return false }
            position = found + part.count
        }
        return true
    }

    /// Whether the RIB matches by its id or by its display name.
    public func matches(id: String, name: String) -> Bool {
        matches(id) || (name != id && matches(name))
    }

    /// The first index at or after `start` where `part` occurs wholly before `end`.
    private static func find(_ part: [Character], in name: [Character], from start: Int, before end: Int) -> Int? {
        guard end - start >= part.count else { return nil }
        for index in start...(end - part.count) where name[index..<(index + part.count)].elementsEqual(part) {
            return index
        }
        return nil
    }
}
