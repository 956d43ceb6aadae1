import Foundation
import RibTrace
import Yams

/// Any key, for reading the keys an object really has.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// The strict reading shared by rules and baseline files: unknown keys are errors, whole numbers are
/// whole, and every `DecodingError` becomes an `InputError` that names the key path.
enum StrictDecoding {
    /// Throws unless the object `decoder` reads gave at least one of two optional keys (`given` says
    /// whether it did): `missing required key "first" or "second"`.
    static func requireEither(_ first: String, _ second: String, given: Bool, _ decoder: Decoder) throws {
        guard !given else { return }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "missing required key \"\(first)\" or \"\(second)\""))
    }

    /// The value at `key`, read the one way every rules-file key (and a baseline's `version`) is: off when
    /// the key is absent or null, else read strictly as `Value` says.
    static func option<Key: CodingKey, Value: RuleOptionValue>(_ container: KeyedDecodingContainer<Key>, _ key: Key)
        throws -> Value
    {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return .off }
        return try Value.strictlyDecoded(container, at: key)
    }

    /// The key path of `codingPath` as the trace decoder writes it: `forbidden[0].parent`.
    static func path(_ codingPath: [CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? InputExcerpt.key(key.stringValue) : "." + InputExcerpt.key(key.stringValue)
            }
        }
        return path
    }

    /// `error`, thrown while decoding `file`, as an `InputError`.
    static func fileError(_ error: Error, file: String) -> InputError {
        guard let error = error as? DecodingError else {
            return InputError(file: file, place: .input, reason: "\(error)")
        }
        switch error {
        case .typeMismatch(let type, let context):
            return InputError(
                file: file, path: path(context.codingPath), reason: reason(context, else: "expected \(phrase(type))"))
        case .valueNotFound(let type, let context):
            return InputError(
                file: file, path: path(context.codingPath), reason: "expected \(phrase(type)), found null")
        case .keyNotFound(let key, let context):
            return InputError(
                file: file, path: path(context.codingPath), reason: "missing required key \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            return InputError(file: file, path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return InputError(file: file, place: .input, reason: "\(error)")
        }
    }

    /// Our own messages start with a lower-case word; Foundation's and Yams' do not and are replaced.
    private static func reason(_ context: DecodingError.Context, else fallback: String) -> String {
        context.debugDescription.first?.isLowercase == true ? context.debugDescription : fallback
    }

    /// What a value of `type` is called in messages.
    static func phrase(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type, is RIBPattern.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type, is Node.Sequence.Type: "a list"
        case is [String: Any].Type, is Node.Mapping.Type: "an object"
        // Yams asks for a scalar without naming its type when it meets a list or mapping.
        case is Node.Scalar.Type: "a single value"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}

extension Decoder {
    /// The object being read, keyed by `Key`, which lists every key the object may have: any other key is
    /// an error naming its path (the first in sorted order, so the message does not depend on hashing) and
    /// the nearest allowed key. What every strictly read type of a rules or baseline file starts with.
    func strictContainer<Key: CodingKey & CaseIterable>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try strictContainer(keyedBy: type, allowing: Key.allCases.map(\.stringValue))
    }

    /// The object being read, which may have only the keys `allowed` (in the order an error lists them), as
    /// the CaseIterable form says.
    func strictContainer<Key: CodingKey>(keyedBy type: Key.Type, allowing allowed: [String]) throws
        -> KeyedDecodingContainer<Key>
    {
        let keys = try container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        if let unknown = keys.sorted().first(where: { !allowed.contains($0) }) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath + [AnyCodingKey(unknown)],
                    debugDescription: NameSuggestion.nearest(to: unknown, among: allowed).map {
                        "unknown key (did you mean \"\($0)\"?)"
                    }
                        ?? "unknown key (expected one of: \(allowed.joined(separator: ", ")))"))
        }
        return try container(keyedBy: type)
    }
}
