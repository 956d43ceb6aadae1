/// One JSON document read by the trace's strict reader for what Foundation's decoders do not say: where
/// the syntax breaks (line and column), nesting deeper than a trace reader allows, and a key given twice in
/// one object (which `JSONDecoder` silently resolves to one of the values).
package enum JSONDocumentCheck {
    /// Reads `bytes` (UTF-8, optionally after a byte-order mark) as one JSON value within `limits`, naming
    /// them `file` in the ``InputError`` it throws at the line and column where the syntax breaks, a key
    /// repeats or a limit is passed.
    package static func check(_ bytes: [UInt8], file: String, limits: InputLimits) throws {
        var reader = JSONReader(bytes: bytes, limits: limits)
        do {
            try value(&reader)
            try reader.expectEnd()
        } catch let error as DuplicateKey {
            let (line, column) = reader.lineAndColumn(of: error.offset)
            throw InputError(
                file: file, place: .text(line: line, column: column),
                reason: "duplicate key \(InputExcerpt.quoted(error.key))")
        } catch let error as JSONSyntaxError {
            let (line, column) = reader.lineAndColumn(of: error.offset)
            throw InputError(
                file: file, place: .text(line: line, column: column), reason: "invalid JSON: \(error.reason)")
        }
    }

    private struct DuplicateKey: Error {
        var key: String
        var offset: Int
    }

    private static func value(_ reader: inout JSONReader) throws {
        switch try reader.peekKind() {
        case .object:
            var keys: Set<String> = []
            try reader.readObject { reader, key in
                guard keys.insert(key).inserted else { throw DuplicateKey(key: key, offset: reader.keyOffset) }
                try value(&reader)
            }
        case .array:
            try reader.readArray { reader, _ in try value(&reader) }
        default:
            try reader.skipValue()
        }
    }
}
