/// What an error message may show of an input it found wrong: a glimpse, never the text. A message goes to
/// a terminal and to a CI log that everyone who can read the pull request reads, so it holds at most
/// ``maxCharacters`` of the input, in double quotes, with `"` and `\` escaped and every character that is
/// not seen as itself (controls, line and paragraph separators, format characters such as bidi marks,
/// unassigned, private-use and non-characters) written as `\u{X}`: no line break, control or bidi mark of
/// the input reaches the log, names in any script read as they are (`"로그인"`), and a file that holds a
/// secret shows at most its first characters (issue 41).
package enum InputExcerpt {
    /// The most characters of an input one excerpt shows.
    package static let maxCharacters = 32

    /// The most characters of a path an input names (a scan's `declaredIn`) one excerpt shows: a path is read
    /// whole, and is no secret a few characters would hide.
    package static let maxPathCharacters = 240

    /// `text` as an excerpt: `"abc"`, or `"abc…" (120 characters)` when it is longer than `limit`.
    package static func quoted(_ text: String, showing limit: Int = maxCharacters) -> String {
        var out = "\""
        var shown = 0
        for scalar in text.unicodeScalars {
            guard shown < limit else { return out + "…\" (\(text.unicodeScalars.count) characters)" }
            switch scalar.value {
            case 0x22, 0x5C: out += "\\" + String(scalar)
            case 0x20..<0x7F: out.unicodeScalars.append(scalar)
            default:
                if isSeen(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
            shown += 1
        }
        return out + "\""
    }

    /// Whether `scalar`, past ASCII, is seen as itself: a letter, mark, digit, punctuation, symbol or space.
    private static func isSeen(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: false
        default: !scalar.properties.isNoncharacterCodePoint
        }
    }

    /// A key of the input as a place names it (`forbidden[0].parent`): as it is when it is a plain name (up
    /// to ``maxCharacters`` ASCII letters, digits, `_` and `-`), else as an excerpt.
    package static func key(_ name: String) -> String {
        let plain = name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x5F || byte == 0x2D
        }
        return plain && !name.isEmpty && name.utf8.count <= maxCharacters ? name : quoted(name)
    }

    /// `message` (a parser's, which quotes the code it stopped at between single quotes) with each quoted
    /// part longer than ``maxCharacters``, or holding anything but printable ASCII, made an excerpt.
    package static func shortened(quotesIn message: String) -> String {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return message }
        var out = String(parts[0])
        for (index, part) in parts.enumerated().dropFirst() {
            let isQuoted = index % 2 == 1 && index < parts.count - 1
            guard isQuoted else {
                out += index % 2 == 1 ? "'" + part : part
                continue
            }
            let plain = part.count <= maxCharacters && part.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
            out += plain ? "'\(part)'" : quoted(String(part))
        }
        return out
    }
}
