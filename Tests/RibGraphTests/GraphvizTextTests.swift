import Foundation
import XCTest

@testable import RibGraph

/// The escaping of the formats RibGraph writes itself or hands to Graphviz: attribute values, HTML-like
/// labels, HTML pages and the JSON inside them.
final class GraphvizTextTests: XCTestCase {
    func testAttributeValuesKeepBackslashesAndShowHiddenCharacters() {
        XCTAssertEqual(GraphvizText.literal(#"a\N \l \G end\"#), #"a\\N \\l \\G end\\"#)
        // The `\u{X}` a hidden character is shown as is itself taken literally.
        XCTAssertEqual(GraphvizText.literal("a\u{0}b\u{FFFE}\n"), #"a\\u{0}b\\u{FFFE}\\u{A}"#)
        XCTAssertEqual(GraphvizText.literal("rib:LoggedIn 로그인"), "rib:LoggedIn 로그인")
    }

    func testHTMLLabelsHoldNoMarkupOfANamesMaking() {
        XCTAssertEqual(
            GraphvizText.htmlLabel("<<b>x</b>> & \"q\" 'a'"),
            "&lt;&lt;b&gt;x&lt;/b&gt;&gt; &amp; &quot;q&quot; &#39;a&#39;")
        XCTAssertEqual(GraphvizText.htmlLabel("\\G\u{1B}[2J\u{202E}"), #"\\G\\u{1B}[2J\\u{202E}"#)
        XCTAssertEqual(GraphvizText.htmlLabel("OffGame"), "OffGame")
    }

    func testSVGAttributesKeepWhatLooksLikeAnEntity() {
        // Graphviz's SVG writer would copy `&amp;` as the entity, and the id would read `&`.
        XCTAssertEqual(GraphvizText.svgAttribute("rib-a&amp;b"), "rib-a&amp;amp;b")
        XCTAssertEqual(GraphvizText.svgAttribute("rib-Root"), "rib-Root")
    }

    func testPagesShowHiddenCharactersAndJSONKeepsThemExactly() throws {
        XCTAssertEqual(WebEscaping.html("t\u{7}\u{85}\u{FFFF}<"), #"t\u{7}\u{85}\u{FFFF}&lt;"#)
        let literal = WebEscaping.jsonString("a\u{0}\u{85}\u{202E}\u{FFFE}</script>")
        XCTAssertEqual(literal, #""a\u0000\u0085\u202e\ufffe\u003c/script\u003e""#)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        XCTAssertEqual(decoded, ["a\u{0}\u{85}\u{202E}\u{FFFE}</script>"])
    }
}
