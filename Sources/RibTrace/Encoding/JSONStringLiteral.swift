/// Writes strings as JSON string literals, for the trace encoder and for JSON embedded in web pages.
package enum JSONStringLiteral {
    /// `text` as a JSON string literal, quotes included: `"` and `\` escaped, `\n` `\r` `\t` as such, other
    /// control characters and DEL as `\u00XX`, and every scalar for which `alsoEscaping` is true as
    /// `\uXXXX` (it must be a BMP scalar); the rest is literal UTF-8.
    package static func quote(_ text: String, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        // Most text (ids, paths, names) needs no escape: one pass over the bytes instead of a lookup per scalar.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F }),
            !text.unicodeScalars.contains(where: alsoEscaping)
        {
            return "\"\(text)\""
        }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if let escape = shortEscapes[scalar] {
                out += escape
            } else if scalar.value < 0x20 || scalar.value == 0x7F || alsoEscaping(scalar) {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The characters JSON escapes with a backslash and one letter or themselves.
    private static let shortEscapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]
}
