import XCTest

@testable import RibAnalysis

/// Each output format's escaping rule on its own, against what that format's reader would do with the text.
final class TextEscapingTests: XCTestCase {
    func testHiddenCharactersAreShownAndOthersKept() {
        XCTAssertEqual(
            VisibleText.escape("a\u{0}b\u{1B}[2J\u{7F}\u{85}\u{200F}\u{202E}\u{2066}\u{FFFE}\u{FFFF}\u{1FFFE}\t\n\r"),
            #"a\u{0}b\u{1B}[2J\u{7F}\u{85}\u{200F}\u{202E}\u{2066}\u{FFFE}\u{FFFF}\u{1FFFE}\u{9}\u{A}\u{D}"#)
        // Emoji with joiners, Korean, quotes and backslashes are nothing a reader acts on by themselves.
        for kept in ["로그인 👩‍💻 🎮", #"a "b" \N 'c'"#, "\u{A0}é", ""] { XCTAssertEqual(VisibleText.escape(kept), kept) }
    }

    /// Plain is printable ASCII without the refused characters, whichever half of ASCII they are in.
    func testPlainTextRefusesEachSpecialCharacterAndAllButPrintableASCII() {
        let special = "|\\`*_[]~&<>@"
        XCTAssertTrue(VisibleText.isPlain("LoggedIn (depth 2, 3 routes) #1 {x}", avoiding: special))
        for byte in UInt8(0x20)..<UInt8(0x7F) {
            let text = "a" + String(UnicodeScalar(byte)) + "b"
            XCTAssertEqual(
                VisibleText.isPlain(text, avoiding: special), !special.utf8.contains(byte), "\(text) against \(special)"
            )
        }
        for refused in ["\u{0}", "\t", "\u{1F}", "\u{7F}", "é", "가", "👩‍💻"] {
            XCTAssertFalse(VisibleText.isPlain("a" + refused, avoiding: ""), refused)
        }
        XCTAssertTrue(VisibleText.isPlain("", avoiding: special))
    }

    /// Fixed decimals, rounded half away from zero at the last place, with no minus sign on a zero.
    func testFixedDecimals() {
        let cases: [(Double, Int, String)] = [
            (0, 2, "0.00"), (1.005, 2, "1.00"), (2.5, 2, "2.50"), (12345.678, 2, "12345.68"), (-3.14159, 2, "-3.14"),
            (-0.001, 2, "0.00"), (0.0999, 2, "0.10"), (1.5 / 72, 4, "0.0208"), (-72, 4, "-72.0000"),
            (99.995, 2, "100.00"), (7, 1, "7.0"),
        ]
        for (value, decimals, text) in cases {
            XCTAssertEqual(DecimalText.fixed(value, decimals: decimals), text, "\(value) to \(decimals) places")
        }
    }

    func testTerminalLinesCannotEndOrSendEscapes() {
        let line = TerminalText.line("x\nribgraph: forged\u{1B}]0;title\u{7}\r")
        XCTAssertEqual(line, #"x\u{A}ribgraph: forged\u{1B}]0;title\u{7}\u{D}"#)
        XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 })
        XCTAssertEqual(TerminalText.line("A/AA/B/가/나: ok"), "A/AA/B/가/나: ok")
    }

    func testMarkdownMakesNothingLive() {
        XCTAssertEqual(MarkdownText.escape("<script>alert(1)</script>"), "&lt;script&gt;alert(1)&lt;/script&gt;")
        XCTAssertEqual(
            MarkdownText.escape("a|b\\c `d` *e* _f_ [g](h) ~~i~~ &amp;"),
            #"a\|b\\c \`d\` \*e\* \_f\_ \[g\](h) \~\~i\~\~ &amp;amp;"#)
        XCTAssertEqual(
            MarkdownText.escape("row\n| forged | row |\r\u{202E}"), #"row\u{A}\| forged \| row \|\u{D}\u{202E}"#)
        XCTAssertEqual(MarkdownText.escape("Observable<Int>"), "Observable&lt;Int&gt;")
        XCTAssertEqual(MarkdownText.escape("LoggedIn (depth 2, 3 routes)"), "LoggedIn (depth 2, 3 routes)")
        XCTAssertEqual(
            MarkdownText.escape("App/@octocat/@org/team"), "App/@\u{200D}octocat/@\u{200D}org/team",
            "no mention notifies anyone")
    }

    func testMermaidLabelsCannotEndOrDirect() {
        XCTAssertEqual(MermaidText.label(#"a"] --> b["c"#), "a#quot;] --#62; b[#quot;c")
        XCTAssertEqual(MermaidText.label("%% x\nclick r_A call alert()"), #"#37;#37; x\u{A}click r_A call alert()"#)
        XCTAssertEqual(MermaidText.label("<b>&`md`#"), "#60;b#62;#38;#96;md#96;#35;")
        XCTAssertEqual(MermaidText.label("OffGame"), "OffGame")
        XCTAssertEqual(MermaidText.comment("App\nclick r_A call alert()"), #"App\u{A}click r_A call alert()"#)
    }

    func testGitHubCommandsCannotEndOrStartAnother() {
        XCTAssertEqual(
            GitHubAnnotationText.message("100% wrong\r\n::error::x\u{1B}[2J"), #"100%25 wrong%0D%0A::error::x\u{1B}[2J"#
        )
        XCTAssertEqual(GitHubAnnotationText.property("a:b,c%"), "a%3Ab%2Cc%25")
        XCTAssertEqual(GitHubAnnotationText.message("A/B: fine"), "A/B: fine")
    }
}
