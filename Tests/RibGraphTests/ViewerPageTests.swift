import Foundation
import RibGraph
import RibTrace
import XCTest

/// The HTML viewer page as text: self-contained, one inline SVG, data embedded safely.
final class ViewerPageTests: XCTestCase {
    private func page(_ trace: Trace, options: SnapshotOptions = SnapshotOptions()) throws -> String {
        String(decoding: try ViewerPage(trace: trace, file: "trace.json", options: options).render(), as: UTF8.self)
    }

    func testSelfContained() throws {
        let html = try page(try SampleTraces.trace("tictactoe"))
        XCTAssertEqual(RawOutput.count("<svg", in: html), 1)
        XCTAssertEqual(RawOutput.count("<script", in: html), 2)
        XCTAssertFalse(html.contains("<?xml"))
        XCTAssertFalse(html.contains("<!--"), "Graphviz's comments repeat names; they are dropped")
        for remote in ["src=\"http", "href=\"http", "@import", "url(http", "fetch("] {
            XCTAssertFalse(html.contains(remote), "the page must not load \(remote)")
        }
        XCTAssertTrue(html.contains("id=\"rib&#45;OffGame\""), "Graphviz writes - as &#45;")
        XCTAssertTrue(html.contains("\"initial\":15"))
    }

    func testInitialEventFollowsAt() throws {
        XCTAssertTrue(try page(try SampleTraces.trace("tictactoe"), options: SnapshotOptions(seq: 8)).contains("\"initial\":7"))
    }

    func testEmbeddedDataParsesAndDetachTakesTheSubtree() throws {
        // Every Dependency edge, also those beside a tree edge, which the default leaves out.
        let html = try page(try SampleTraces.trace("tictactoe"), options: SnapshotOptions(dependencies: .all))
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"ribgraph-data\">"))
        let json = html[start.upperBound...].prefix { $0 != "<" }
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try XCTUnwrap(object["events"] as? [[String: Any]])
        XCTAssertEqual(events.count, 16)
        XCTAssertEqual(events[6]["ribs"] as? [Int], [3, 4], "detaching OffGame detaches BasicScoreBoard too")
        let deps = try XCTUnwrap(object["deps"] as? [[String: Any]])
        XCTAssertEqual(deps.count, 6)
        XCTAssertTrue(deps.contains { $0["title"] as? String == "rib:LoggedIn->rib:OffGame" })
    }

    func testHostileNamesAreEscaped() throws {
        let trace = Trace(app: "</title><script>alert(0)</script>", ribs: [
            RIB(id: "Root", name: "<script>alert(1)</script>", component: "C"),
            RIB(id: "Q\"&'", name: "Tom & \"Jerry\" \u{2028} </script><!--"),
        ], events: [
            TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0),
            TraceEvent(seq: 2, kind: .attach, parent: 0, child: 1),
        ], dependencies: [DependencyEdge(child: "Q\"&'", dependency: "</script>Dep", component: "C")])
        let html = try page(trace)
        XCTAssertEqual(RawOutput.count("<script", in: html), 2)
        XCTAssertEqual(RawOutput.count("</script>", in: html), 2)
        XCTAssertFalse(html.contains("<!--"))
        let data = try XCTUnwrap(html.range(of: "id=\"ribgraph-data\">")).upperBound
        XCTAssertFalse(html[data...].prefix { $0 != "<" }.contains("\u{2028}"), "U+2028 is escaped in the JSON")
        XCTAssertTrue(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(0)&lt;/script&gt; — ribgraph</title>"))
        XCTAssertTrue(html.contains(#""name":"Tom \u0026 \"Jerry\" \u2028 \u003c/script\u003e\u003c!--""#))
    }

    func testJSONStringEscaping() {
        XCTAssertEqual(WebEscaping.jsonString("a\"b\\c\n<&>'\u{1}"), #""a\"b\\c\n\u003c\u0026\u003e\u0027\u0001""#)
        XCTAssertEqual(WebEscaping.html("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    }
}
