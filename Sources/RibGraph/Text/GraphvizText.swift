/// Makes user text literal in a Graphviz attribute value (a plain label, a tooltip, an SVG `id`, a node
/// name), and therefore in the DOT, SVG and JSON that Graphviz writes from it.
enum GraphvizText {
    /// `text` with hidden characters shown (``VisibleText``: an XML document cannot hold them, and U+FFFE
    /// makes Graphviz fail) and every backslash, the shown ones' too, doubled: Graphviz expands `\N`, `\G`,
    /// `\l`... in most attributes, and its DOT writer quotes names without escaping a backslash before the
    /// closing quote.
    static func literal(_ text: String) -> String {
        guard !VisibleText.isPlain(text, avoiding: "\\") else { return text }
        return VisibleText.map(text) { scalar in
            scalar == "\\" ? "\\\\" : VisibleText.isHidden(scalar) ? "\\" + VisibleText.shown(scalar) : nil
        }
    }
}
