import XCTest

@testable import RibTrace

/// Invalid JSON: every syntax error is reported as `file:line:column: invalid JSON: reason`, with lines and
/// columns counted in characters (not bytes), and hostile nesting is refused without crashing.
final class JSONReaderTests: XCTestCase {
    // MARK: - Line and column

    func testMissingCommaOnLineThreeIsReportedAtLineThreeColumnSeventeen() {
        let json = """
            {
              "format": "ribgraph-trace",
              "app": "Tick" "version": 1,
              "ribs": [],
              "events": []
            }
            """
        // Line 3 is `  "app": "Tick" "version": 1,`: the quote of "version" is the 17th character.
        assertDecodeError(json, #"app.json:3:17: invalid JSON: expected ',' or '}' after an object member, found '"'"#)
    }

    func testColumnsCountCharactersNotBytesAfterKorean() {
        // `  "app": "틱택토" "version"`: each syllable is 3 bytes but one column, so the quote is column 16 (byte 22).
        let json = "{\n  \"format\": \"ribgraph-trace\",\n  \"app\": \"틱택토\" \"version\": 1\n}"
        assertDecodeError(json, #"app.json:3:16: invalid JSON: expected ',' or '}' after an object member, found '"'"#)
    }

    func testMultiByteCharactersOnEarlierLinesDoNotShiftLaterLines() {
        let json = "{\n  \"app\": \"게임 🎮\",\n  \"version\": 1 \"ribs\": []\n}"
        assertDecodeError(json, #"app.json:3:16: invalid JSON: expected ',' or '}' after an object member, found '"'"#)
    }

    func testColumnsCountFourByteEmojiAsOneCharacter() {
        // {"app": "🎮🎲" ]  →  the ']' is the 14th character (the 20th byte).
        assertDecodeError(
            #"{"app": "🎮🎲" ]"#, "app.json:1:14: invalid JSON: expected ',' or '}' after an object member, found ']'")
    }

    func testColumnRightAfterATwoByteCharacter() {
        assertDecodeError(
            #"{"app": "é"x}"#, "app.json:1:12: invalid JSON: expected ',' or '}' after an object member, found 'x'")
    }

    func testCRLFLineEndingsCountOneLinePerLineFeed() {
        assertDecodeError(
            "{\r\n  \"app\": 1\r\n  x}",
            "app.json:3:3: invalid JSON: expected ',' or '}' after an object member, found 'x'")
    }

    func testTheFileNameInTheMessageIsTheOneGiven() {
        assertDecodeError(
            "{", "traces/run 1.json:1:2: invalid JSON: expected a quoted key, found end of input",
            file: "traces/run 1.json")
    }

    // MARK: - Empty and truncated input

    func testEmptyInput() {
        assertDecodeError("", "app.json:1:1: invalid JSON: unexpected end of input, expected a value")
    }

    func testWhitespaceOnlyInputPointsAtTheEnd() {
        assertDecodeError("   \n  ", "app.json:2:3: invalid JSON: unexpected end of input, expected a value")
    }

    func testTruncatedAfterAMember() {
        assertDecodeError(
            #"{"format": "ribgraph-trace""#,
            "app.json:1:28: invalid JSON: expected ',' or '}' after an object member, found end of input")
    }

    func testTruncatedAfterAColon() {
        assertDecodeError(#"{"format":"#, "app.json:1:11: invalid JSON: unexpected end of input, expected a value")
    }

    func testTruncatedInsideAStringPointsAtItsOpeningQuote() {
        assertDecodeError(#"{"format": "ribg"#, "app.json:1:12: invalid JSON: unterminated string")
    }

    func testTruncatedAfterABackslash() {
        assertDecodeError(#"{"app": "a\"#, "app.json:1:9: invalid JSON: unterminated string")
    }

    func testTruncatedAfterAnArrayComma() {
        assertDecodeError(
            #"{"ribs": [{"id": "Root"},"#, "app.json:1:26: invalid JSON: unexpected end of input, expected a value")
    }

    func testTruncatedInsideAnArray() {
        assertDecodeError(
            #"{"ribs": [1"#,
            "app.json:1:12: invalid JSON: expected ',' or ']' after an array element, found end of input")
    }

    func testTruncatedAfterANumber() {
        assertDecodeError(
            #"{"version": 1"#,
            "app.json:1:14: invalid JSON: expected ',' or '}' after an object member, found end of input")
    }

    func testTruncatedLiterals() {
        assertDecodeError(#"{"x": tr"#, "app.json:1:7: invalid JSON: invalid literal, expected true or false")
        assertDecodeError(#"{"x": nul"#, "app.json:1:7: invalid JSON: invalid literal, expected null")
    }

    // MARK: - Trailing garbage

    func testTrailingGarbageAfterTheDocument() {
        let json = Fixture.trace() + "\n  x"
        assertDecodeError(json, "app.json:2:3: invalid JSON: unexpected 'x' after the end of the document")
    }

    func testASecondDocumentIsTrailingGarbage() {
        assertDecodeError("{}{}", "app.json:1:3: invalid JSON: unexpected '{' after the end of the document")
    }

    func testTrailingNULByte() {
        assertDecodeError(
            Array(Fixture.trace().utf8) + [0],
            "app.json:1:\(Fixture.trace().count + 1): invalid JSON: unexpected byte 0x00 after the end of the document")
    }

    func testTrailingWhitespaceIsFine() throws {
        XCTAssertEqual(try Fixture.decode(Fixture.trace() + " \n\t\r\n").ribs.map(\.id), ["Root"])
    }

    // MARK: - Structure

    func testStructuralErrors() {
        assertDecodeError("{format: 1}", "app.json:1:2: invalid JSON: expected a quoted key, found 'f'")
        assertDecodeError(#"{"format" 1}"#, "app.json:1:11: invalid JSON: expected ':' after a key, found '1'")
        assertDecodeError(#"{"a": 1,}"#, "app.json:1:9: invalid JSON: expected a quoted key, found '}'")
        assertDecodeError(#"{"a": [1,]}"#, "app.json:1:10: invalid JSON: unexpected ']', expected a value")
        assertDecodeError(
            #"{"a": [1 2]}"#, "app.json:1:10: invalid JSON: expected ',' or ']' after an array element, found '2'")
        assertDecodeError(#"{"a": }"#, "app.json:1:7: invalid JSON: unexpected '}', expected a value")
        assertDecodeError("{'a': 1}", "app.json:1:2: invalid JSON: expected a quoted key, found '''")
    }

    func testInvalidNumbers() {
        assertDecodeError(#"{"x": -}"#, "app.json:1:7: invalid JSON: invalid number")
        assertDecodeError(#"{"x": 1.}"#, "app.json:1:7: invalid JSON: invalid number: a digit must follow '.'")
        assertDecodeError(
            #"{"x": 1e+}"#, "app.json:1:7: invalid JSON: invalid number: a digit must follow the exponent")
        assertDecodeError(
            #"{"x": 01}"#, "app.json:1:8: invalid JSON: expected ',' or '}' after an object member, found '1'")
        assertDecodeError(#"{"x": +1}"#, "app.json:1:7: invalid JSON: unexpected '+', expected a value")
        assertDecodeError(#"{"x": .5}"#, "app.json:1:7: invalid JSON: unexpected '.', expected a value")
    }

    func testSyntaxIsCheckedBeforeValuesEvenInSectionsReadLater() {
        // `version` 2 comes first, but the broken `listeners` further down is reported: the whole document is
        // checked for syntax before any value is interpreted.
        let json = #"{"format": "ribgraph-trace", "version": 2, "ribs": [], "events": [], "listeners": [}"#
        assertDecodeError(json, "app.json:1:84: invalid JSON: unexpected '}', expected a value")
    }

    // MARK: - Escapes

    func testInvalidEscapesPointAtTheBackslash() {
        assertDecodeError(#"{"app": "a\qb"}"#, #"app.json:1:11: invalid JSON: invalid escape '\q' in a string"#)
        assertDecodeError(
            #"{"app": "\u12G4"}"#, #"app.json:1:10: invalid JSON: invalid \u escape: expected four hex digits"#)
        assertDecodeError(
            #"{"app": "\u12"}"#, #"app.json:1:10: invalid JSON: invalid \u escape: expected four hex digits"#)
    }

    func testUnpairedSurrogates() {
        let message = #"invalid JSON: unpaired UTF-16 surrogate in \u escape"#
        assertDecodeError(#"{"app": "\uD83D"}"#, "app.json:1:10: \(message)")
        assertDecodeError(#"{"app": "\uDE00"}"#, "app.json:1:10: \(message)")
        assertDecodeError(#"{"app": "\uD83D\u0041"}"#, "app.json:1:16: \(message)")
        assertDecodeError(#"{"app": "\uD83D\uD83D"}"#, "app.json:1:16: \(message)")
    }

    func testControlCharactersInStringsNameTheirEscape() {
        assertDecodeError(
            "{\"app\": \"a\tb\"}", #"app.json:1:11: invalid JSON: control character in a string (escape it as \u0009)"#)
        assertDecodeError(
            "{\"app\": \"a\nb\"}", #"app.json:1:11: invalid JSON: control character in a string (escape it as \u000a)"#)
        assertDecodeError(
            "{\"app\": \"a\u{1F}b\"}",
            #"app.json:1:11: invalid JSON: control character in a string (escape it as \u001f)"#)
    }

    // MARK: - Invalid UTF-8

    func testInvalidUTF8InAStringPointsAtTheString() {
        let prefix = Array(#"{"app": "a"#.utf8)
        let suffix = Array(#"b"}"#.utf8)
        let message = "app.json:1:10: invalid JSON: string is not valid UTF-8"
        assertDecodeError(prefix + [0xFF] + suffix, message, "a byte that never occurs in UTF-8")
        assertDecodeError(prefix + [0xC0, 0xAF] + suffix, message, "an overlong encoding")
        assertDecodeError(prefix + [0xED, 0x95] + suffix, message, "a truncated three-byte sequence")
        assertDecodeError(prefix + [0xED, 0xA0, 0x80] + suffix, message, "an encoded surrogate")
        assertDecodeError(prefix + [0x80] + suffix, message, "a lone continuation byte")
    }

    func testInvalidUTF8InAStringWithEscapes() {
        let bytes = Array(#"{"app": "\n"#.utf8) + [0xC3] + Array(#""}"#.utf8)
        assertDecodeError(bytes, "app.json:1:10: invalid JSON: string is not valid UTF-8")
    }

    func testInvalidUTF8OutsideAString() {
        assertDecodeError(
            Array(#"{"app": "#.utf8) + [0xFF], "app.json:1:9: invalid JSON: unexpected byte 0xFF, expected a value")
    }

    func testAByteOrderMarkIsSkippedAndNotCounted() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        assertDecodeError(bom + Array("{x".utf8), "app.json:1:2: invalid JSON: expected a quoted key, found 'x'")
        let trace = try TraceDecoder().decode(
            bom + Array(#"{"format": "ribgraph-trace", "version": 1, "ribs": [{"id": "Root"}], "events": []}"#.utf8),
            file: "app.json")
        XCTAssertEqual(trace.ribs.map(\.id), ["Root"])
        let nested = try TraceDecoder().decode(
            bom + Array(#"{"name": "Root", "children": [{"name": "Kid"}]}"#.utf8), file: "app.json")
        XCTAssertEqual(nested.ribs.map(\.id), ["Root", "Kid"])
    }

    // MARK: - Nesting

    /// A trace that is valid except for an unknown key `x` whose value is `depth` nested arrays.
    private func nested(_ depth: Int, open: String = "[", close: String = "]") -> (json: String, prefixLength: Int) {
        let prefix = #"{"format": "ribgraph-trace", "version": 1, "ribs": [], "events": [], "x": "#
        return (
            prefix + String(repeating: open, count: depth) + String(repeating: close, count: depth) + "}", prefix.count
        )
    }

    func testNestingUpToTheLimitIsReadThenRejectedAsAnUnknownKey() {
        // The top-level object is level 1, so 255 arrays inside it reach exactly 256 levels.
        assertDecodeError(
            nested(255).json,
            "app.json: x: unknown key (expected one of: format, version, app, origin, ribs, routes, "
                + "events, dependencies, components, adapters, listeners, droppedEvents, leaks)")
    }

    func testNestingOneLevelTooDeepIsInvalidJSONAtTheOffendingBracket() {
        let (json, prefixLength) = nested(256)
        assertDecodeError(
            json,
            "app.json:1:\(prefixLength + 256): invalid JSON: nested more than 256 levels deep (raise it with --max-nesting)"
        )
    }

    func testVeryDeepNestingDoesNotCrash() {
        let (json, prefixLength) = nested(200_000)
        assertDecodeError(
            json,
            "app.json:1:\(prefixLength + 256): invalid JSON: nested more than 256 levels deep (raise it with --max-nesting)"
        )
        let unclosed = #"{"x": "# + String(repeating: "[", count: 200_000)
        assertDecodeError(
            unclosed, "app.json:1:262: invalid JSON: nested more than 256 levels deep (raise it with --max-nesting)")
    }

    func testDeeplyNestedObjectsAreLimitedToo() {
        let (json, prefixLength) = nested(300, open: #"{"a":"#, close: "}")
        // Each level is `{"a":` (5 characters); the 256th of them is the 257th level.
        assertDecodeError(
            json,
            "app.json:1:\(prefixLength + 255 * 5 + 1): invalid JSON: nested more than 256 levels deep (raise it with --max-nesting)"
        )
    }

    func testEachDecoderKeepsTheLimitsItWasGiven() throws {
        let bytes = Array(nested(10).json.utf8)
        var shallow = InputLimits.standard, short = InputLimits.standard
        shallow.maxNesting = 4
        short.maxStringBytes = 5
        XCTAssertThrowsError(try TraceDecoder(limits: shallow).decode(bytes, file: "app.json")) { error in
            XCTAssertTrue(
                "\(error)".hasSuffix("invalid JSON: nested more than 4 levels deep (raise it with --max-nesting)"),
                "\(error)")
        }
        // A long key is refused by the JSON reader, a long value by the trace's fields.
        XCTAssertThrowsError(try TraceDecoder(limits: short).decode(Array(#"{"format": 1}"#.utf8), file: "k.json")) {
            XCTAssertEqual(
                "\($0)",
                "k.json:1:2: invalid JSON: a key of 6 bytes, longer than the 5 bytes allowed (raise it with --max-name-length)"
            )
        }
        XCTAssertThrowsError(
            try TraceDecoder(limits: short).decode(Array(#"{"name": "Longer"}"#.utf8), file: "v.json")
        ) {
            XCTAssertTrue(
                "\($0)".hasSuffix(
                    "a string of 6 bytes, longer than the 5 bytes allowed (raise it with --max-name-length)"), "\($0)")
        }
        // The other decoders left nothing behind: another one in the same process reads with its own limits.
        XCTAssertThrowsError(try TraceDecoder().decode(bytes, file: "app.json")) { error in
            XCTAssertTrue("\(error)".contains("x: unknown key"), "\(error)")
        }
    }

    // MARK: - Top level

    func testTheTopLevelMustBeAnObject() {
        assertDecodeError("[]", "app.json: (document): expected an object at the top of the document, found an array")
        assertDecodeError(
            #""trace""#, "app.json: (document): expected an object at the top of the document, found a string")
        assertDecodeError("null", "app.json: (document): expected an object at the top of the document, found null")
    }

    func testAnObjectThatIsNeitherATraceNorANestedTree() {
        assertDecodeError(
            "{}",
            #"app.json: (document): not a ribgraph trace: expected "format": "ribgraph-trace", or a nested tree with "name" and "children""#
        )
        assertDecodeError(
            #"{"ribs": [], "events": []}"#,
            #"app.json: (document): not a ribgraph trace: expected "format": "ribgraph-trace", or a nested tree with "name" and "children""#
        )
    }

    func testDuplicateTopLevelKey() {
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 1, "format": "x"}"#, "app.json: format: duplicate key")
    }
}
