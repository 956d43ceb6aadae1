/// The rule every format for people shares: characters that are invisible, or that a terminal, a Markdown
/// renderer or an XML parser would act on (controls, bidi overrides, non-characters), are shown as `\u{X}`
/// instead (hex, upper case), so a name is never silently changed, never reorders or ends its line, and
/// never breaks the document it is written into. Each format's own escaping is built on ``map(_:_:)``.
package enum VisibleText {
    /// Whether `scalar` is shown as `\u{X}`: C0 controls (tab and line breaks included), DEL, C1 controls,
    /// the bidi marks, embeddings, overrides and isolates, U+2028/U+2029, and the non-characters
    /// (U+FFFE, U+FFFF, U+FDD0...). Joiners (U+200D in emoji) are kept.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        case 0..<0xFDD0: false
        default: scalar.properties.isNoncharacterCodePoint
        }
    }

    /// How a hidden scalar is shown: `\u{1B}`, `\u{202E}`.
    package static func shown(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every hidden scalar shown; text without one is returned as it is.
    package static func escape(_ text: String) -> String {
        isPlain(text, avoiding: "") ? text : map(text) { _ in nil }
    }

    /// `text` with each scalar written as `replacement` says, else shown when hidden, else as it is: the
    /// one loop every format's escaping runs, so that all of them show hidden characters alike.
    package static func map(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else if isHidden(scalar) {
                out += shown(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` is printable ASCII without any of the ASCII characters in `special`: then no format
    /// changes it, and its escaping can return it without a copy (the common case of every name).
    package static func isPlain(_ text: String, avoiding special: String) -> Bool {
        // One bit per ASCII byte refused: each byte of `text` costs a shift, not a search of `special` (a drawing
        // of 20,000 RIBs asks this of every name and attribute it hands Graphviz).
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in special.utf8 where byte < 0x80 {
            if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
        }
        return text.utf8.allSatisfy { byte in
            guard byte >= 0x20, byte < 0x7F else { return false }
            return (byte < 64 ? low >> byte : high >> (byte - 64)) & 1 == 0
        }
    }
}
