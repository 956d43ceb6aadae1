import Foundation

/// Something the user should know about a picture that was still drawn.
public enum PictureWarning: Hashable, Sendable {
    /// A message Graphviz gave while drawing, in its words.
    case graphviz(String)
    /// The text of `owner` (a phrase that names it: `the RIB "가"`, `the title`) holds `characters` that no
    /// installed font has: a PNG or PDF shows each as a box (``MissingGlyphs``).
    case missingGlyphs(owner: String, characters: [Unicode.Scalar])

    /// The warning as one sentence about the output at `path` (`-` is standard output): what happened to the
    /// picture and, where ribgraph knows, what to do about it.
    public func message(output path: String) -> String {
        let name = path == "-" ? "standard output" : path
        switch self {
        case .graphviz(let message):
            return "\(name): \(GraphvizWarning.explain(message))"
        case .missingGlyphs(let owner, let characters):
            let codes = characters.map { String(format: "U+%04X", $0.value) }.joined(separator: ", ")
            let (drawn, them) =
                characters.count == 1 ? ("it is drawn as a box", "it") : ("each is drawn as a box", "them")
            return "\(name): \(owner) has \(codes), which no installed font has, so \(drawn); install a font that "
                + "has \(them) (Debian: fonts-noto-cjk for Hangul, kana and CJK, fonts-noto-color-emoji for emoji), "
                + "or write svg, whose text the viewer's fonts draw"
        }
    }
}
