import XCTest

@testable import RibGraph
@testable import RibGraphServe
@testable import RibTrace

/// The error page says where and why, escaped, naming only flags `serve` takes; the viewer gets the
/// reload script with the token.
final class LivePageTests: XCTestCase {
    func testLimitsNameTheFlagsServeTakes() {
        let ribs = LivePage.message(for: SnapshotError.tooManyRIBs(count: 25, limit: 20), file: "t.json")
        XCTAssertTrue(ribs.contains("--max-ribs 25"), ribs)
        XCTAssertFalse(ribs.contains("--focus") || ribs.contains("--depth"), ribs)
        let events = LivePage.message(
            for: ViewerError.tooManyEvents(file: "t.json", count: 9, limit: 5), file: "t.json")
        XCTAssertTrue(events.contains("--max-events 9"), events)
        XCTAssertFalse(events.contains("--format") || events.contains("--at"), events)
    }

    func testOtherErrorsSayNothingOfTheirInsides() {
        struct Foreign: Error { let secret = "SECRET-FIELD" }
        let message = LivePage.message(for: Foreign(), file: "t.json")
        XCTAssertFalse(message.contains("SECRET"), message)
        XCTAssertTrue(message.hasPrefix("t.json: "), message)
    }

    func testTheErrorPageEscapesAndBoundsItsText() {
        let error = InputError(
            file: "t.json", path: "events[0].child",
            reason: "unknown RIB \"<img src=x onerror=alert(1)>\"" + String(repeating: "x", count: 2_000))
        let message = LivePage.message(for: error, file: "t.json")
        XCTAssertLessThanOrEqual(message.count, LivePage.maxMessageLength + 1)
        let page = String(decoding: LivePage.error(message, token: "ab"), as: UTF8.self)
        XCTAssertFalse(page.contains("<img"), page)
        XCTAssertTrue(page.contains("&lt;img src=x onerror=alert(1)&gt;"), page)
        XCTAssertTrue(page.contains("events[0].child"), page)
        XCTAssertTrue(page.contains("/events?token=ab"), page)
    }

    func testTheViewerGetsTheScriptBeforeItsBodyEnds() {
        let page = String(
            decoding: LivePage.viewer(Array("<html><body>a</body></html>".utf8), token: "cd"), as: UTF8.self)
        XCTAssertEqual(page, "<html><body>a" + LivePage.reloadScript(token: "cd") + "</body></html>")
        XCTAssertTrue(LivePage.reloadScript(token: "cd").contains("new EventSource(\"/events?token=cd\")"))
    }
}
