import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibGraph
@testable import RibTrace

/// The HTML viewer page as text: self-contained, one inline SVG, data embedded safely.
final class ViewerPageTests: XCTestCase {
    private func page(_ trace: Trace, options: SnapshotOptions = SnapshotOptions()) throws -> String {
        String(
            decoding: try ViewerPage(trace: LoadedTrace(trace, source: "trace.json"), options: options).render(),
            as: UTF8.self)
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
        XCTAssertTrue(
            try page(try SampleTraces.trace("tictactoe"), options: SnapshotOptions(seq: 8)).contains("\"initial\":7"))
    }

    private func data(_ html: String) throws -> [String: Any] {
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"ribgraph-data\">"))
        let json = html[start.upperBound...].prefix { $0 != "<" }
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Each event is two integers (child * 2 + detach, parent or -1); the script replays them, so a detach
    /// carries no list of the RIBs it takes along. Checked by hand against samples/tictactoe/trace.json.
    func testEventsAreTwoIntegersEachAndCaptionsAreTemplates() throws {
        // Every Dependency edge, also those beside a tree edge, which the default leaves out.
        let object = try data(
            try page(try SampleTraces.trace("tictactoe"), options: SnapshotOptions(dependencies: .all)))
        let events = try XCTUnwrap(object["events"] as? [Int])
        XCTAssertEqual(events.count, 32, "16 events")
        XCTAssertEqual(
            Array(events.prefix(16)), [0, -1, 2, 0, 3, 0, 4, 0, 6, 2, 8, 3, 7, 2, 10, 2],
            "launch Root; attach LoggedOut; detach LoggedOut; attach LoggedIn, OffGame, BasicScoreBoard; "
                + "detach OffGame from LoggedIn; attach TicTacToe under LoggedIn")
        XCTAssertEqual(object["seqFirst"] as? Int, 1)
        XCTAssertTrue(object["seqs"] is NSNull, "seqs 1...16 need no list")
        let captions = try XCTUnwrap(object["captions"] as? [String: [Any]])
        XCTAssertEqual(captions["attach"]?.map { "\($0)" }, ["attach ", "0", " under ", "1", ""])
        XCTAssertEqual(captions["launch"]?.map { "\($0)" }, ["attach ", "0", " (root)"])
        let deps = try XCTUnwrap(object["deps"] as? [[String: Any]])
        XCTAssertEqual(deps.count, 6)
        XCTAssertTrue(deps.contains { $0["title"] as? String == "rib:LoggedIn->rib:OffGame" })
    }

    /// The page grows by a few bytes per event, whatever the events move: 1,000 more events of subtree churn
    /// add under 12 KB (a page that wrote each event as an object with its caption and moved RIBs added ~100 KB).
    func testThePageGrowsLinearlyInTheEvents() throws {
        let small = try page(ChurnTrace.make(ribs: 30, events: 1_000)).utf8.count
        let large = try page(ChurnTrace.make(ribs: 30, events: 2_000)).utf8.count
        XCTAssertLessThan(Double(large - small) / 1_000, 12, "bytes per event: small \(small), large \(large)")
        XCTAssertGreaterThan(large, small, "the second page holds more events")
    }

    func testMoreEventsThanTheLimitAreRefusedNamingTheFlag() throws {
        let trace = try SampleTraces.trace("tictactoe")
        XCTAssertThrowsError(
            try ViewerPage(trace: LoadedTrace(trace, source: "app.json"), options: SnapshotOptions(), maxEvents: 15)
                .render()
        ) { error in
            XCTAssertEqual(error as? ViewerError, .tooManyEvents(file: "app.json", count: 16, limit: 15))
            XCTAssertEqual((error as? LocatedError)?.kind, .badData)
            XCTAssertTrue(
                "\(error)".hasPrefix(
                    "app.json: 16 events, more than the 15 an HTML page holds; --max-events 16 raises"),
                "\(error)")
        }
        XCTAssertNoThrow(
            try ViewerPage(trace: LoadedTrace(trace, source: "app.json"), options: SnapshotOptions(), maxEvents: 16)
                .render())
        XCTAssertEqual(ViewerPage.defaultMaxEvents, 1_000_000)
    }

    func testHostileNamesAreEscaped() throws {
        let trace = Trace(
            app: "</title><script>alert(0)</script>",
            ribs: [
                RIB(id: "Root", name: "<script>alert(1)</script>", component: "C"),
                RIB(id: "Q\"&'", name: "Tom & \"Jerry\" \u{2028} </script><!--"),
            ],
            events: [
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
