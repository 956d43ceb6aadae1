import XCTest

@testable import RibAnalysis

/// How a skeleton spells the names a trace gives it (issue 41): as Swift identifiers and types, never code.
final class SwiftSpellingTests: XCTestCase {
    func testIdentifiersKeepEveryLetterAndLoseEverythingElse() {
        XCTAssertEqual(SwiftSpelling.identifier("BWrapper"), "BWrapper")
        XCTAssertEqual(SwiftSpelling.identifier("가Builder"), "가Builder")
        XCTAssertEqual(SwiftSpelling.identifier("B {}\npublic func pwned() {"), "B____public_func_pwned____")
        XCTAssertEqual(SwiftSpelling.identifier("2FA"), "_2FA")
        XCTAssertEqual(SwiftSpelling.identifier("class"), "class_")
        XCTAssertEqual(SwiftSpelling.identifier(""), "_")
        XCTAssertEqual(SwiftSpelling.identifier("🔴"), "🔴", "Swift takes emoji in names")
        XCTAssertEqual(SwiftSpelling.identifier("B\u{202E}Evil"), "B_Evil", "a bidi override would hide the name")
        XCTAssertEqual(SwiftSpelling.identifier("e\u{301}t\u{E9}"), "e\u{301}t\u{E9}")
        XCTAssertEqual(SwiftSpelling.typeName("Films.FeedBuilder"), "Films.FeedBuilder")
        XCTAssertEqual(SwiftSpelling.typeName("Films\n.Feed Builder"), "Films_.Feed_Builder")
    }

    func testTypesKeepTheirPunctuationButNoBraceQuoteOrLineBreak() {
        for type in [
            "Observable<Int>", "[String: Int]?", "(Int) -> Void", "Observable<(Int) -> Void>", "any Foo & Bar",
        ] {
            XCTAssertEqual(SwiftSpelling.type(type), type)
        }
        XCTAssertEqual(SwiftSpelling.type("Int { get }\n}\nfunc pwned() {"), "Int___get_____func_pwned____")
        XCTAssertEqual(SwiftSpelling.type("Array<Int"), "Array_Int")
        XCTAssertEqual(SwiftSpelling.type("String = \"x\""), "String____x_")
        XCTAssertEqual(SwiftSpelling.argument("viewController: ViewControllable"), "viewController: ViewControllable")
        XCTAssertEqual(SwiftSpelling.argument("x: Int) -> Void {\n"), "x: Int_____Void___")
    }

    func testCommentsShowLineBreaksAndHiddenCharacters() {
        XCTAssertEqual(SwiftSpelling.comment("A\npublic func pwned()\u{202E}"), "A\\u{A}public func pwned()\\u{202E}")
    }
}
