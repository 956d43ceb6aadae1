/// Escapes user text for Graphviz HTML-like labels, so that no name can inject markup into DOT or SVG.
enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, quotes, backslashes and line breaks made inert.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Graphviz expands \N, \G, \E, ... inside HTML-like labels too; `\\` is its literal backslash.
            case "\\": out += "\\\\"
            case "\n", "\r": out += " "
            default:
                // Other control characters are not allowed in XML output.
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
