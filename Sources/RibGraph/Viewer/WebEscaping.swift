/// Makes user text (RIB names, types, file names) inert in HTML pages and in JSON embedded in them.
public enum WebEscaping {
    /// `text` for HTML text or a quoted attribute: `&`, `<`, `>`, `"` and `'` become entities.
    public static func html(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as a JSON string literal, quotes included, safe inside a `<script>` element: `<`, `>`, `&`,
    /// `'`, U+2028 and U+2029 are written as `\uXXXX`, so no name can close the script or start markup.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "'", "\u{2028}", "\u{2029}": out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += unicodeEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// A JSON array of strings.
    public static func jsonArray(_ items: [String]) -> String {
        "[" + items.map(jsonString).joined(separator: ",") + "]"
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
