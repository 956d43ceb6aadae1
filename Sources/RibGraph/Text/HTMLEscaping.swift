/// Escapes user text for Graphviz HTML-like labels, so that no name can inject markup into DOT or SVG.
enum HTMLEscaping {
    /// `text` as ``GraphvizText/literal(_:)`` writes it (hidden characters shown, backslashes doubled:
    /// Graphviz expands \N, \G, \E... inside HTML-like labels too), then with `&`, `<`, `>` and quotes as
    /// entities (``WebEscaping/html(_:)``).
    static func escape(_ text: String) -> String {
        WebEscaping.html(GraphvizText.literal(text))
    }
}
