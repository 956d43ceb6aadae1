import Foundation

/// The one JSON ribgraph writes for people to diff and for tools to read (metrics, check's report, diff's
/// summary, baselines, validate's summary): keys sorted and indented, so that the same value is the same
/// bytes on every run and a change shows as a change of lines; slashes unescaped, so that paths read as written.
package enum StableJSON {
    /// `value` encoded, ending with a newline: every JSON ribgraph writes is a whole file or a whole output,
    /// and a text file ends with one. Throws what `JSONEncoder` throws (a non-finite number).
    package static func bytes<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + [UInt8(ascii: "\n")]
    }

    /// ``bytes(_:)`` as text.
    package static func text<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try bytes(value), as: UTF8.self)
    }
}
