import Foundation
import RibAnalysis

/// Makes user text literal in what ribgraph hands Graphviz, one function a place: a plain attribute value
/// (a label, a tooltip, a node name), an HTML-like label, an SVG `id`. Web pages have their own escaping
/// (``WebEscaping``).
enum GraphvizText {
    /// For a plain attribute value, and therefore the DOT, SVG and JSON that Graphviz writes from it:
    /// `text` with hidden characters shown (`VisibleText`: an XML document cannot hold them, and U+FFFE
    /// makes Graphviz fail) and every backslash, the shown ones' too, doubled: Graphviz expands `\N`, `\G`,
    /// `\l`... in most attributes, and its DOT writer quotes names without escaping a backslash before the
    /// closing quote.
    static func literal(_ text: String) -> String {
        guard !VisibleText.isPlain(text, avoiding: "\\") else { return text }
        return VisibleText.map(text) { scalar in
            scalar == "\\" ? "\\\\" : VisibleText.isHidden(scalar) ? "\\" + VisibleText.shown(scalar) : nil
        }
    }

    /// For text inside an HTML-like label, so that no name can inject markup into DOT or SVG: `text` as
    /// ``literal(_:)`` writes it (Graphviz expands \N, \G, \E... inside HTML-like labels too), then with `&`,
    /// `<`, `>` and quotes as entities (``WebEscaping/html(_:)``).
    static func htmlLabel(_ text: String) -> String {
        WebEscaping.html(literal(text))
    }

    /// For an attribute Graphviz's SVG writer copies into the SVG (an element `id`), before ``literal(_:)``:
    /// that writer leaves anything that looks like an entity (`&amp;`) alone; escaping every `&` first makes
    /// it write user text literally.
    static func svgAttribute(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;")
    }
}
