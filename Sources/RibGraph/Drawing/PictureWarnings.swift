import Foundation
import RibOutput

/// The warnings a picture that was still drawn gives: what happened to it and, where ribgraph knows, what
/// to do about it.
extension OutputWarning {
    /// A message Graphviz gave while drawing, restated (``GraphvizWarning/explain(_:)``).
    static func graphviz(_ message: String) -> OutputWarning {
        OutputWarning(GraphvizWarning.explain(message))
    }

    /// The text of `owner` (a phrase that names it: `the RIB "가"`, `the title`) holds `characters` that no
    /// installed font has: a PNG or PDF shows each as a box (``MissingGlyphs``).
    static func missingGlyphs(owner: String, characters: [Unicode.Scalar]) -> OutputWarning {
        let codes = characters.map { String(format: "U+%04X", $0.value) }.joined(separator: ", ")
        let (drawn, them) = characters.count == 1 ? ("it is drawn as a box", "it") : ("each is drawn as a box", "them")
        return OutputWarning(
            "\(owner) has \(codes), which no installed font has, so \(drawn); install a font that "
                + "has \(them) (Debian: fonts-noto-cjk for Hangul, kana and CJK, fonts-noto-color-emoji for emoji), "
                + "or write svg, whose text the viewer's fonts draw")
    }
}
