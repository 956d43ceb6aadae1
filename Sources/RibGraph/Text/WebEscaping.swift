import RibTrace

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
        JSONStringLiteral.quote(text) { "<>&'\u{2028}\u{2029}".unicodeScalars.contains($0) }
    }

    /// A JSON array of strings.
    public static func jsonArray(_ items: [String]) -> String {
        "[" + items.map(jsonString).joined(separator: ",") + "]"
    }
}
