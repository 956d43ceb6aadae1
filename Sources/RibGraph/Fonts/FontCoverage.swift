import CFontconfig

/// Which characters the installed fonts can draw, as fontconfig lists them. Graphviz's cairo renderer lays
/// text out with pango, which finds fonts through fontconfig and falls back, character by character, from
/// the font a label names to any installed font that has the character: a character no installed font has
/// is drawn as a box. The union of every font's character set is read once per process, on first use.
final class FontCoverage: @unchecked Sendable {
    /// The fonts installed on this machine; fontconfig is asked on first use.
    static let installed = FontCoverage()

    /// The union of the fonts' character sets (fontconfig's `FcCharSet`, never changed after `init`, so
    /// reading it from any thread is safe); nil when fontconfig could not list the fonts.
    private let characters: OpaquePointer?
    /// Whether every printable ASCII character is covered, so that an ASCII text needs no lookup.
    private let coversPrintableASCII: Bool

    private init() {
        characters = rg_installed_charset()
        coversPrintableASCII =
            characters.map { set in (0x20...0x7E).allSatisfy { FcCharSetHasChar(set, $0) != 0 } } ?? false
    }

    /// The distinct characters of `text`, in order of first appearance, that no installed font has and that
    /// pango would draw (default-ignorable ones, such as the joiners and variation selectors of emoji, draw
    /// nothing whatever the font). Empty when fontconfig could not list the fonts: it then says nothing.
    func missing(in text: String) -> [Unicode.Scalar] {
        guard let characters else { return [] }
        if coversPrintableASCII, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return [] }
        var found: [Unicode.Scalar] = []
        var seen = Set<Unicode.Scalar>()
        for scalar in text.unicodeScalars
        where !scalar.properties.isDefaultIgnorableCodePoint && FcCharSetHasChar(characters, scalar.value) == 0
            && seen.insert(scalar).inserted
        {
            found.append(scalar)
        }
        return found
    }
}
