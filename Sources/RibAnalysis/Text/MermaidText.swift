/// Makes user text literal in a Mermaid diagram: in a quoted node label, or in a `%%` comment line.
enum MermaidText {
    /// `text` for a label between `["` and `"]`: hidden characters shown (``VisibleText``: it stays on its
    /// line), `"` as `#quot;` and `#`, `%`, `&`, `<`, `>` and the backtick as Mermaid's numeric entity codes (`#35;`),
    /// so it can neither end the label, start a comment or directive, nor become HTML or a Markdown string.
    static func label(_ text: String) -> String {
        guard !VisibleText.isPlain(text, avoiding: "\"" + numbered) else { return text }
        return VisibleText.map(text) { scalar in
            scalar == "\"" ? "#quot;" : numbered.unicodeScalars.contains(scalar) ? "#\(scalar.value);" : nil
        }
    }

    private static let numbered = "#%&<>`"

    /// `text` for the rest of a `%%` comment line: hidden characters shown, so it cannot end the line and
    /// start a statement (`click ... call ...`) of its own.
    static func comment(_ text: String) -> String {
        VisibleText.escape(text)
    }
}
