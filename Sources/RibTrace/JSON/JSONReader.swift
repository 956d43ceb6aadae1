import Foundation

/// A pull reader over UTF-8 JSON bytes: the caller asks for the value it expects next, so a trace is
/// decoded in one pass without building an intermediate tree (a million events stay cheap).
///
/// Syntax errors throw ``JSONSyntaxError`` with the byte offset; type expectations are the caller's.
struct JSONReader {
    private let bytes: [UInt8]
    /// The offset of the next unread byte.
    private(set) var offset: Int
    /// Where the key last read by ``readObject(_:)`` starts, for messages about the key itself.
    private(set) var keyOffset = 0
    /// How many objects and arrays enclose the reader now; bounded so hostile input cannot exhaust the stack.
    private var depth = 0
    /// The deepest nesting and the longest key accepted; traces need about five levels, hand-written trees a
    /// few dozen.
    private let limits: InputLimits

    /// Reads `bytes` within `limits`; the reader appends a NUL sentinel so number parsing never runs past the end.
    init(bytes: [UInt8], limits: InputLimits) {
        var copy = bytes
        copy.append(0)
        self.bytes = copy
        self.offset = 0
        self.limits = limits
        rewind()
    }

    /// Moves back to the start of the document. Editors on some systems start UTF-8 files with a
    /// byte-order mark; JSON lets a reader skip it.
    mutating func rewind() {
        offset = startOfText
    }

    private var startOfText: Int { bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0 }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private var end: Int { bytes.count - 1 }

    /// Moves to `offset`, which must be the start of a value previously returned by ``skipValue()``.
    mutating func seek(to offset: Int) {
        self.offset = offset
    }

    mutating func skipWhitespace() {
        while offset < end {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// The kind of the next value, after whitespace; throws at the end of input or on a byte no value starts with.
    mutating func peekKind() throws -> JSONKind {
        skipWhitespace()
        guard offset < end else {
            throw JSONSyntaxError(offset: offset, reason: "unexpected end of input, expected a value")
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default:
            throw JSONSyntaxError(offset: offset, reason: "unexpected \(describeByte(at: offset)), expected a value")
        }
    }

    /// Checks that nothing but whitespace follows the document.
    mutating func expectEnd() throws {
        skipWhitespace()
        if offset < end {
            throw JSONSyntaxError(
                offset: offset, reason: "unexpected \(describeByte(at: offset)) after the end of the document")
        }
    }

    /// Reads an object, calling `member` with each key while the reader stands before that key's value;
    /// `member` must consume the value.
    mutating func readObject(_ member: (inout JSONReader, String) throws -> Void) throws {
        try readSequence(open: "{", close: "}", item: "an object member") { reader, _ in
            reader.skipWhitespace()
            guard reader.peekByte() == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(
                    offset: reader.offset,
                    reason: "expected a quoted key, found \(reader.describeByte(at: reader.offset))")
            }
            reader.keyOffset = reader.offset
            let key = try reader.readString()
            if let refusal = reader.limits.refusal(ofString: key.utf8.count, as: "a key") {
                throw JSONSyntaxError(offset: reader.keyOffset, reason: refusal)
            }
            reader.skipWhitespace()
            try reader.consume(UInt8(ascii: ":"), expecting: "':' after a key")
            try member(&reader, key)
        }
    }

    /// Reads an array, calling `element` with each index while the reader stands before that element;
    /// `element` must consume it.
    mutating func readArray(_ element: (inout JSONReader, Int) throws -> Void) throws {
        try readSequence(open: "[", close: "]", item: "an array element", element)
    }

    /// The shape objects and arrays share: an opening bracket, items separated by commas, a closing one.
    private mutating func readSequence(
        open: Unicode.Scalar, close: Unicode.Scalar, item: String,
        _ body: (inout JSONReader, Int) throws -> Void
    ) throws {
        try consume(UInt8(ascii: open), expecting: "'\(open)'")
        try enter()
        defer { depth -= 1 }
        skipWhitespace()
        if peekByte() == UInt8(ascii: close) {
            offset += 1
            return
        }
        var index = 0
        while true {
            try body(&self, index)
            index += 1
            skipWhitespace()
            if peekByte() == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if peekByte() == UInt8(ascii: close) {
                offset += 1
                return
            }
            throw JSONSyntaxError(
                offset: offset, reason: "expected ',' or '\(close)' after \(item), found \(describeByte(at: offset))")
        }
    }

    /// Reads a string value, decoding escapes; invalid UTF-8 and control characters are errors.
    mutating func readString() throws -> String {
        skipWhitespace()
        try consume(UInt8(ascii: "\""), expecting: "a string")
        let start = offset
        var hasEscape = false
        while true {
            guard offset < end else { throw JSONSyntaxError(offset: start - 1, reason: "unterminated string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                let hex = String(byte, radix: 16)
                throw JSONSyntaxError(
                    offset: offset,
                    reason:
                        "control character in a string (escape it as \\u\(String(repeating: "0", count: 4 - hex.count))\(hex))"
                )
            }
            if byte == UInt8(ascii: "\\") {
                hasEscape = true
                offset += 2
            } else {
                offset += 1
            }
        }
        let stop = offset
        offset += 1
        if !hasEscape {
            let text = bytes.withUnsafeBufferPointer { Self.validUTF8(UnsafeBufferPointer(rebasing: $0[start..<stop])) }
            guard let text else {
                throw JSONSyntaxError(offset: start, reason: "string is not valid UTF-8")
            }
            return text
        }
        return try unescape(from: start, to: stop)
    }

    private func unescape(from start: Int, to stop: Int) throws -> String {
        var out: [UInt8] = []
        out.reserveCapacity(stop - start)
        var i = start
        while i < stop {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                i += 1
                continue
            }
            let code = bytes[i + 1]
            i += 2
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(code)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(at: i, escapeAt: i - 2)
                i += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    guard i + 6 <= stop, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw JSONSyntaxError(offset: i - 6, reason: "unpaired UTF-16 surrogate in \\u escape")
                    }
                    let low = try hex4(at: i + 2, escapeAt: i)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw JSONSyntaxError(offset: i, reason: "unpaired UTF-16 surrogate in \\u escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw JSONSyntaxError(offset: i - 6, reason: "unpaired UTF-16 surrogate in \\u escape")
                }
                out.append(contentsOf: Array(String(Character(unicode)).utf8))
            default:
                throw JSONSyntaxError(
                    offset: i - 2, reason: "invalid escape '\\\(Character(Unicode.Scalar(code)))' in a string")
            }
        }
        guard let text = out.withUnsafeBufferPointer(Self.validUTF8) else {
            throw JSONSyntaxError(offset: start, reason: "string is not valid UTF-8")
        }
        return text
    }

    /// The text in `buffer`, or nil when it is not valid UTF-8. (`String(validating:)` would do, but
    /// needs iOS 18, and the probe that links this module runs on iOS 15.)
    private static func validUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> String? {
        if buffer.contains(where: { $0 >= 0x80 }) {
            let failed = transcode(buffer.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in
            }
            if failed { return nil }
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    private func hex4(at i: Int, escapeAt: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for k in 0..<4 {
            let byte = bytes[i + k]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONSyntaxError(offset: escapeAt, reason: "invalid \\u escape: expected four hex digits")
            }
            value = value << 4 | digit
        }
        return value
    }

    /// Reads a number, checking JSON's grammar, and returns it as a `Double`.
    mutating func readDouble() throws -> Double {
        let (start, _) = try scanNumber()
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { strtod($0 + start, nil) }
        }
    }

    /// Reads a number that must be an integer representable as `Int`; returns nil for a fraction or
    /// exponent, which the caller reports with its own path.
    mutating func readInteger() throws -> Int? {
        let (start, isInteger) = try scanNumber()
        guard isInteger else { return nil }
        var value = 0
        var i = start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        while i < offset {
            let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = product.addingReportingOverflow(Int(bytes[i] - UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            value = sum
            i += 1
        }
        return negative ? -value : value
    }

    private mutating func scanNumber() throws -> (start: Int, isInteger: Bool) {
        skipWhitespace()
        let start = offset
        var isInteger = true
        if peekByte() == UInt8(ascii: "-") { offset += 1 }
        if peekByte() == UInt8(ascii: "0") {
            offset += 1
        } else if isDigit(peekByte()) {
            while isDigit(peekByte()) { offset += 1 }
        } else {
            throw JSONSyntaxError(offset: start, reason: "invalid number")
        }
        if peekByte() == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard isDigit(peekByte()) else {
                throw JSONSyntaxError(offset: start, reason: "invalid number: a digit must follow '.'")
            }
            while isDigit(peekByte()) { offset += 1 }
        }
        if peekByte() == UInt8(ascii: "e") || peekByte() == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if peekByte() == UInt8(ascii: "+") || peekByte() == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(peekByte()) else {
                throw JSONSyntaxError(offset: start, reason: "invalid number: a digit must follow the exponent")
            }
            while isDigit(peekByte()) { offset += 1 }
        }
        return (start, isInteger)
    }

    /// Reads `true` or `false`.
    mutating func readBool() throws -> Bool {
        skipWhitespace()
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        throw JSONSyntaxError(offset: offset, reason: "invalid literal, expected true or false")
    }

    /// Reads `null`.
    mutating func readNull() throws {
        skipWhitespace()
        guard matchLiteral("null") else {
            throw JSONSyntaxError(offset: offset, reason: "invalid literal, expected null")
        }
    }

    /// Consumes the next value of any kind, checking its syntax.
    mutating func skipValue() throws {
        switch try peekKind() {
        case .object: try readObject { reader, _ in try reader.skipValue() }
        case .array: try readArray { reader, _ in try reader.skipValue() }
        case .string: _ = try readString()
        case .number: _ = try scanNumber()
        case .bool: _ = try readBool()
        case .null: try readNull()
        }
    }

    /// Converts a byte offset into a 1-based line and column (columns count characters, not bytes).
    func lineAndColumn(of target: Int) -> (line: Int, column: Int) {
        let position = TextPosition(offset: target, in: bytes[..<end], start: startOfText)
        return (position.line, position.column)
    }

    private mutating func enter() throws {
        depth += 1
        if depth > limits.maxNesting {
            throw JSONSyntaxError(
                offset: offset - 1,
                reason: "nested more than \(limits.maxNesting) levels deep (raise it with --max-nesting)")
        }
    }

    private func peekByte() -> UInt8 { bytes[offset] }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func consume(_ byte: UInt8, expecting what: String) throws {
        guard offset < end else {
            throw JSONSyntaxError(offset: offset, reason: "unexpected end of input, expected \(what)")
        }
        guard bytes[offset] == byte else {
            throw JSONSyntaxError(offset: offset, reason: "expected \(what), found \(describeByte(at: offset))")
        }
        offset += 1
    }

    private mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= end else { return false }
        let matches = literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[offset + $0] == expected[$0] }
        }
        if matches { offset += count }
        return matches
    }

    private func describeByte(at i: Int) -> String {
        guard i < end else { return "end of input" }
        let byte = bytes[i]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }
}
