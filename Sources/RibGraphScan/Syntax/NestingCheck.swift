/// A look at a Swift file's bytes, before SwiftParser sees it, for nesting that would make the parser (or a
/// reader of its tree) recurse past its stack or run for hours: parentheses, brackets, braces, generic angle
/// brackets, `#if` blocks and string interpolations, and square brackets on their own. Comments and string
/// contents are skipped; interpolations inside strings are code again. One pass, no allocation per byte.
///
/// Chains (`a.b().c!.d`, `try try x`, calls of calls) do not nest in the source but do in the syntax tree,
/// one level per link: the links of one chain are counted, and any separator (`,`, `;`, `=`, `:`, braces,
/// a space not followed by a leading-dot continuation) ends it.
///
/// Angle brackets are a guess without a parser: a `<` counts when it follows a name that starts with a
/// capital (`Array<`, `Builder<`), as type names do and comparisons of variables (`i<n`) do not; `;`, `=`
/// and braces end every open one, as no generic argument list holds them.
struct NestingCheck {
    /// Why a file is left out (`nesting deeper than 64 levels`) and the line where it first goes too deep.
    struct Refusal: Error {
        var line: Int
        var reason: String
    }

    /// Why the file is left out, or nil when it is within limits.
    static func refusal(_ source: [UInt8], limits: ScanLimits) -> Refusal? {
        var check = NestingCheck(source: source, limits: limits)
        return check.run().map { Refusal(line: check.line, reason: $0) }
    }

    private enum Mode {
        case code
        /// Inside a string literal with `hashes` `#`s, `"""` when multiline.
        case string(hashes: Int, multiline: Bool)
    }

    /// What closes an open level: `(`, `[`, `{`, or an interpolation's `\(` (returning to its string).
    private enum Opener {
        case paren, square, brace, interpolation
    }

    private let source: [UInt8]
    private let limits: ScanLimits
    private var at = 0
    private var line = 1
    private var modes: [Mode] = [.code]
    private var openers: [Opener] = []
    private var squares = 0
    private var angles = 0
    private var conditionals = 0
    /// Links in the chain being read.
    private var chain = 0
    /// The first byte of the name being read or just read, 0 after anything else.
    private var nameStart: UInt8 = 0

    private init(source: [UInt8], limits: ScanLimits) {
        self.source = source
        self.limits = limits
    }

    private mutating func run() -> String? {
        while at < source.count {
            let byte = source[at]
            if byte == newline { line += 1 }
            let refusal: String?
            switch modes[modes.count - 1] {
            case .code: refusal = code(byte)
            case .string(let hashes, let multiline): refusal = string(byte, hashes: hashes, multiline: multiline)
            }
            if let refusal { return refusal }
        }
        return nil
    }

    private var depth: Int { openers.count + angles + conditionals }

    private func tooDeep() -> String? {
        if squares > limits.maxBracketNesting {
            return "square brackets nest deeper than \(limits.maxBracketNesting) levels "
                + "(SwiftParser's time doubles with each; raise it with --max-bracket-nesting)"
        }
        if depth > limits.maxNesting {
            return "brackets, braces, `#if`s and interpolations nest deeper than \(limits.maxNesting) levels "
                + "(raise it with --max-nesting)"
        }
        return nil
    }

    private mutating func open(_ opener: Opener) -> String? {
        openers.append(opener)
        if opener == .square { squares += 1 }
        return tooDeep()
    }

    private mutating func code(_ byte: UInt8) -> String? {
        if let refusal = link(byte) { return refusal }
        let previousNameStart = nameStart
        nameStart = Self.isNameByte(byte) ? (previousNameStart == 0 ? byte : previousNameStart) : 0
        at += 1
        switch byte {
        case UInt8(ascii: "/") where peek(0) == UInt8(ascii: "/"):
            while at < source.count, source[at] != newline { at += 1 }
        case UInt8(ascii: "/") where peek(0) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            beginString(hashes: 0)
        case UInt8(ascii: "#"):
            var hashes = 1
            while peek(0) == UInt8(ascii: "#") {
                hashes += 1
                at += 1
            }
            if peek(0) == UInt8(ascii: "\"") {
                at += 1
                beginString(hashes: hashes)
            } else if hashes == 1, word("if") {
                conditionals += 1
                return tooDeep()
            } else if hashes == 1, word("endif") {
                conditionals = max(0, conditionals - 1)
            }
        case UInt8(ascii: "("): return open(.paren)
        case UInt8(ascii: "["): return open(.square)
        case UInt8(ascii: "{"):
            angles = 0
            return open(.brace)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if byte == UInt8(ascii: "}") { angles = 0 }
            guard let opener = openers.popLast() else { break }
            if opener == .square { squares -= 1 }
            if opener == .interpolation { modes.removeLast() }
        case UInt8(ascii: "<") where previousNameStart != 0 && Self.isCapital(previousNameStart):
            angles += 1
            return tooDeep()
        case UInt8(ascii: ">") where angles > 0 && at >= 2 && source[at - 2] != UInt8(ascii: "-"):
            angles -= 1
        case UInt8(ascii: ";"), UInt8(ascii: "="):
            angles = 0
        default:
            break
        }
        return nil
    }

    /// Counts `byte` as a link of the current chain, or ends the chain.
    private mutating func link(_ byte: UInt8) -> String? {
        let previous = at > 0 ? source[at - 1] : 0
        let follows = Self.isNameByte(previous) || Self.closesOperand(previous)
        switch byte {
        case UInt8(ascii: "."):
            if follows || Self.isSpace(previous) { chain += 1 }
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "!"), UInt8(ascii: "?"):
            if follows { chain += 1 }
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="),
            UInt8(ascii: ":"):
            chain = 0
        case _ where Self.isSpace(byte) && !Self.isSpace(previous):
            if endsWord("try") || endsWord("await") {
                chain += 1
            } else {
                var ahead = at + 1
                while ahead < source.count, Self.isSpace(source[ahead]) { ahead += 1 }
                if ahead >= source.count || source[ahead] != UInt8(ascii: ".") { chain = 0 }
            }
        default:
            break
        }
        let longest = limits.maxTreeDepth / 2
        guard chain > longest else { return nil }
        return
            "chain of member accesses, calls, `!`s or `try`s is longer than \(longest) links (raise it with --max-nesting)"
    }

    /// Whether the bytes just before the current one are the whole word `word`.
    private func endsWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard at >= count else { return false }
        let matches = word.withUTF8Buffer { text in source[(at - count)..<at].elementsEqual(text) }
        return matches && (at == count || !Self.isNameByte(source[at - count - 1]))
    }

    private static func closesOperand(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
            || byte == UInt8(ascii: ">")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    private mutating func string(_ byte: UInt8, hashes: Int, multiline: Bool) -> String? {
        at += 1
        switch byte {
        case UInt8(ascii: "\\"):
            guard hashesFollow(hashes, from: at) else { break }
            at += hashes
            if peek(0) == UInt8(ascii: "(") {
                at += 1
                modes.append(.code)
                nameStart = 0
                return open(.interpolation)
            }
            if hashes == 0, at < source.count {
                if source[at] == newline { line += 1 }
                at += 1
            }
        case UInt8(ascii: "\""):
            if multiline {
                guard peek(0) == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), hashesFollow(hashes, from: at + 2)
                else { break }
                at += 2 + hashes
            } else {
                guard hashesFollow(hashes, from: at) else { break }
                at += hashes
            }
            modes.removeLast()
        case newline where !multiline:
            // An unterminated string ends at its line, as the parser recovers it.
            modes.removeLast()
        default:
            break
        }
        return nil
    }

    private mutating func beginString(hashes: Int) {
        let multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"")
        if multiline { at += 2 }
        modes.append(.string(hashes: hashes, multiline: multiline))
    }

    private mutating func skipBlockComment() {
        at += 1
        var level = 1
        while at < source.count, level > 0 {
            let byte = source[at]
            if byte == newline { line += 1 }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                level += 1
                at += 1
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                level -= 1
                at += 1
            }
            at += 1
        }
    }

    /// The byte `offset` past the current one, 0 past the end.
    private func peek(_ offset: Int) -> UInt8 {
        at + offset < source.count ? source[at + offset] : 0
    }

    private func hashesFollow(_ hashes: Int, from start: Int) -> Bool {
        guard start + hashes <= source.count else { return false }
        return source[start..<(start + hashes)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// Whether the name `text` follows, whole; consumes it if so.
    private mutating func word(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard at + bytes.count <= source.count, Array(source[at..<(at + bytes.count)]) == bytes,
            !Self.isNameByte(peek(bytes.count))
        else { return false }
        at += bytes.count
        return true
    }

    private let newline = UInt8(ascii: "\n")

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || isCapital(byte)
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isCapital(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
