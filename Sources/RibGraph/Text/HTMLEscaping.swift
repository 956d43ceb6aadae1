/// Escapes user text for Graphviz HTML-like labels, so that no name can inject markup into DOT or SVG.
enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, quotes (as in any HTML, ``WebEscaping/html(_:)``), and what Graphviz
    /// treats specially besides: backslashes, line breaks and control characters.
    static func escape(_ text: String) -> String {
        var graphvizSafe = ""
        graphvizSafe.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            // Graphviz expands \N, \G, \E, ... inside HTML-like labels too; `\\` is its literal backslash.
            case "\\": graphvizSafe += "\\\\"
            case "\n", "\r": graphvizSafe += " "
            default:
                // Other control characters are not allowed in XML output.
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    graphvizSafe += "\u{FFFD}"
                } else {
                    graphvizSafe.unicodeScalars.append(scalar)
                }
            }
        }
        return WebEscaping.html(graphvizSafe)
    }
}
