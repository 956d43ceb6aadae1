/// A glob's braces (`{App,Widget}/**`, nested `a{b,c{d,e}}`), counted before anything is expanded, so that 24
/// groups of two, which stand for 2^24 patterns, cost one pass instead of gigabytes. A `{` no `}` closes,
/// and a `}` nothing opened, are plain characters; so is a comma outside braces.
struct BraceExpansion {
    /// Literal text, or a group of alternatives, each a sequence of pieces.
    private indirect enum Piece {
        case text(String)
        case group([[Piece]])
    }

    private let pieces: [Piece]
    /// How deeply the braces nest; each level is one level of recursion in counting and expanding.
    private let depth: Int

    /// The deepest nesting of braces expanded; past it the pattern is refused like one of too many alternatives.
    static let maxDepth = 16

    /// `pattern` read into its pieces.
    init(_ pattern: String) {
        let characters = Array(pattern)
        var pairs: [Int: Int] = [:], open: [Int] = []
        for (index, character) in characters.enumerated() {
            if character == "{" {
                open.append(index)
            } else if character == "}", let start = open.popLast() {
                pairs[start] = index
            }
        }
        var deepest = 0
        pieces = Self.sequence(characters, from: 0, to: characters.count, pairs: pairs, level: 0, deepest: &deepest)
        depth = deepest
    }

    /// The patterns the braces stand for, in order; nil when they are more than `limit`, or nest deeper
    /// than ``maxDepth``.
    func alternatives(atMost limit: Int) -> [String]? {
        guard depth <= Self.maxDepth, Self.count(pieces, cap: limit) <= limit else { return nil }
        return Self.expand(pieces)
    }

    private static func sequence(
        _ characters: [Character], from start: Int, to end: Int, pairs: [Int: Int], level: Int,
        deepest: inout Int
    ) -> [Piece] {
        var pieces: [Piece] = [], text = "", at = start
        while at < end {
            guard characters[at] == "{", let close = pairs[at], close < end else {
                text.append(characters[at])
                at += 1
                continue
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            deepest = max(deepest, level + 1)
            var alternatives: [[Piece]] = [], from = at + 1, inner = at + 1
            // Deeper than the limit, the rest is kept as text: the pattern is refused anyway, unexpanded.
            while level < maxDepth, inner <= close {
                if inner == close || characters[inner] == "," {
                    alternatives.append(
                        sequence(characters, from: from, to: inner, pairs: pairs, level: level + 1, deepest: &deepest))
                    from = inner + 1
                    inner += 1
                } else if characters[inner] == "{", let nested = pairs[inner], nested < close {
                    inner = nested + 1
                } else {
                    inner += 1
                }
            }
            pieces.append(alternatives.isEmpty ? .text(String(characters[at...close])) : .group(alternatives))
            at = close + 1
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// How many patterns `pieces` stand for, stopping at anything past `cap`.
    private static func count(_ pieces: [Piece], cap: Int) -> Int {
        var product = 1
        for piece in pieces {
            guard case .group(let alternatives) = piece else { continue }
            var sum = 0
            for alternative in alternatives {
                sum += count(alternative, cap: cap)
                if sum > cap { return cap + 1 }
            }
            product *= sum
            if product > cap { return cap + 1 }
        }
        return product
    }

    private static func expand(_ pieces: [Piece]) -> [String] {
        var out = [""]
        for piece in pieces {
            switch piece {
            case .text(let text): out = out.map { $0 + text }
            case .group(let alternatives):
                let tails = alternatives.flatMap(expand)
                out = out.flatMap { head in tails.map { head + $0 } }
            }
        }
        return out
    }
}
