import XCTest

@testable import RibTrace

/// Large generated inputs (200,000 row events, 20,000 nested siblings) decode and replay with exact
/// counts and trees; no timing assertions.
final class LargeTraceTests: XCTestCase {
    private static let childCount = 99
    private static let eventCount = 200_000

    /// Root plus children C1…C99; seq 1 launches Root, then each child is attached to Root and detached
    /// again in turn, cycling through the children, so event i (i ≥ 1) is an attach when i is odd.
    private static func generatedTrace() -> String {
        var json =
            #"{"format": "ribgraph-trace", "version": 1, "app": "Generated", "ribs": [{"id": "Root", "view": "RootView"}"#
        for child in 1...childCount { json += #", {"id": "C\#(child)"}"# }
        json += "],\n\"events\": [\n[1, 0.0, \"a\", null, 0]"
        json.reserveCapacity(eventCount * 32)
        for j in 0..<(eventCount - 1) {
            let child = (j / 2) % childCount + 1
            let kind = j % 2 == 0 ? "a" : "d"
            json += ",\n[\(j + 2), \(j + 1).5, \"\(kind)\", 0, \(child)]"
        }
        json += "\n], \"droppedEvents\": 12}"
        return json
    }

    func testTwoHundredThousandRowEventsDecodeAndReplay() throws {
        let trace = try Fixture.decode(Self.generatedTrace(), file: "big.json")
        XCTAssertEqual(trace.app, "Generated")
        XCTAssertEqual(trace.ribs.count, 100)
        XCTAssertEqual(trace.ribs.last?.id, "C99")
        XCTAssertEqual(trace.droppedEvents, 12)
        XCTAssertEqual(trace.events.count, 200_000)
        // Seq 1 plus the 100,000 even j are attaches; the 99,999 odd j are detaches.
        XCTAssertEqual(trace.events.filter { $0.kind == .attach }.count, 100_001)
        XCTAssertEqual(trace.events.filter { $0.kind == .detach }.count, 99_999)
        XCTAssertEqual(trace.events.first, TraceEvent(seq: 1, time: 0.0, kind: .attach, parent: nil, child: 0))
        XCTAssertEqual(trace.events[1], TraceEvent(seq: 2, time: 1.5, kind: .attach, parent: 0, child: 1))
        XCTAssertEqual(trace.events[2], TraceEvent(seq: 3, time: 2.5, kind: .detach, parent: 0, child: 1))
        // The last event is j = 199,998: an attach of child (99,999 mod 99) + 1 = C10.
        XCTAssertEqual(
            trace.events.last, TraceEvent(seq: 200_000, time: 199_999.5, kind: .attach, parent: 0, child: 10))
        XCTAssertEqual(trace.eventIndex(ofSeq: 123_456), 123_455)
        XCTAssertNil(trace.eventIndex(ofSeq: 200_001))

        let replayer = TraceReplayer(trace: LoadedTrace(trace, source: "big.json"))
        let final = try replayer.tree()
        XCTAssertEqual(final.render(trace.ribs), "Root(C10)")
        XCTAssertEqual(try replayer.tree(at: 100_001).render(trace.ribs), "Root")
        // Seq 100,000 is j = 99,998: an attach of child (49,999 mod 99) + 1 = C5.
        XCTAssertEqual(try replayer.tree(at: 100_000).render(trace.ribs), "Root(C5)")

        var trees = 0
        var attachedTotal = 0
        var maximum = 0
        try replayer.forEachTree { tree, index, event in
            trees += 1
            XCTAssertEqual(index + 1, event.seq)
            let attached = tree.attachedCount
            attachedTotal += attached
            maximum = max(maximum, attached)
        }
        XCTAssertEqual(trees, 200_000)
        XCTAssertEqual(maximum, 2)
        // Root alone after seq 1 and after every detach (1 + 99,999), Root and a child after the other 100,000.
        XCTAssertEqual(attachedTotal, 300_000)
        assertTraceError("big.json: no event has seq 0 (seqs run from 1 to 200000)") { try replayer.tree(at: 0) }
    }

    func testAnInconsistencyDeepInALargeTraceNamesItsEvent() throws {
        var json =
            #"{"format": "ribgraph-trace", "version": 1, "ribs": [{"id": "Root"}, {"id": "Leaf"}], "events": [[1, null, "a", null, 0]"#
        for seq in 2...150_000 { json += ",[\(seq),null,\"\(seq % 2 == 0 ? "a" : "d")\",0,1]" }
        json += #",[150001,null,"a",0,1]]}"#
        let trace = try Fixture.decode(json, file: "big.json")
        XCTAssertEqual(trace.events.count, 150_001)
        // Even seqs attach Leaf and odd ones detach it; seq 150,000 attached it, so attaching again at 150,001 is wrong.
        assertTraceError(#"big.json: events[150000] (seq 150001): "Leaf" is already attached to "Root""#) {
            try TraceReplayer(trace: LoadedTrace(trace, source: "big.json")).validate()
        }
    }

    func testAWideNestedTreeNumbersRepeatedNames() throws {
        let siblings = Array(repeating: #"{"name": "Item"}"#, count: 20_000).joined(separator: ",")
        let trace = try Fixture.decode(#"{"name": "List", "children": [\#(siblings)]}"#)
        XCTAssertEqual(trace.ribs.count, 20_001)
        XCTAssertEqual(trace.ribs[1].id, "Item")
        XCTAssertEqual(trace.ribs[2].id, "Item#2")
        XCTAssertEqual(trace.ribs.last?.id, "Item#20000")
        XCTAssertEqual(Set(trace.ribs.map(\.id)).count, 20_001)
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "app.json")).tree()
        XCTAssertEqual(tree.children[0].count, 20_000)
        XCTAssertEqual(tree.attachedCount, 20_001)
    }
}
