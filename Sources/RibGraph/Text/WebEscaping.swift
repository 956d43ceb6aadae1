import RibAnalysis
import RibTrace

/// Makes user text (RIB names, types, file names) inert in HTML pages and in JSON embedded in them.
package enum WebEscaping {
    /// `text` for HTML text or a quoted attribute: `&`, `<`, `>`, `"` and `'` become entities, and hidden
    /// characters (controls, bidi overrides, non-characters, which HTML does not allow) are shown as
    /// `VisibleText` shows them.
    package static func html(_ text: String) -> String {
        guard !VisibleText.isPlain(text, avoiding: "&<>\"'") else { return text }
        return VisibleText.map(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }

    /// `text` as a JSON string literal, quotes included, safe inside a `<script>` element: `<`, `>`, `&`,
    /// `'` and the hidden characters of the Basic Multilingual Plane (`VisibleText.isHidden(_:)`: C1
    /// controls, bidi overrides, U+2028, U+FFFE...) are written as `\uXXXX`, so no name can close the
    /// script or start markup, and the string reads back exactly.
    static func jsonString(_ text: String) -> String {
        JSONStringLiteral.quote(text) {
            "<>&'".unicodeScalars.contains($0) || ($0.value <= 0xFFFF && VisibleText.isHidden($0))
        }
    }

    /// A JSON array of strings.
    static func jsonArray(_ items: [String]) -> String {
        "[" + items.map(jsonString).joined(separator: ",") + "]"
    }
}
