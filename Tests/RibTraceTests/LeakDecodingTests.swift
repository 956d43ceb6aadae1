import XCTest

@testable import RibTrace

/// `leaks`: suspected leaks decode, round-trip through the encoder, and every bad one is an error naming
/// its place.
final class LeakDecodingTests: XCTestCase {
    private let events = #"[[1, 0, "a", null, 0], [2, 1, "a", 0, 1], [3, 2.5, "d", 0, 1]]"#

    private func trace(_ leaks: String) -> String {
        Fixture.trace(ribs: Fixture.ribs(["Root", "Game"]), events: events, extra: #", "leaks": "# + leaks)
    }

    func testALeakDecodesAndRoundTrips() throws {
        let trace = try Fixture.decode(
            trace(#"[{"rib": "Game", "detach": 3, "objects": ["router", "interactor"], "seconds": 2.5}]"#))
        XCTAssertEqual(
            trace.leaks, [SuspectedLeak(rib: "Game", detachSeq: 3, objects: [.router, .interactor], seconds: 2.5)])
        let text = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        XCTAssertTrue(
            text.contains(
                #"  "leaks": [\#n    {"detach": 3, "objects": ["router", "interactor"], "rib": "Game", "seconds": 2.5}\#n  ],"#
            ), text)
        XCTAssertEqual(try TraceDecoder().decode(TraceEncoder.encode(trace), file: "again.json"), trace)
        XCTAssertFalse(String(decoding: TraceEncoder.encode(Trace(ribs: [])), as: UTF8.self).contains("leaks"))
    }

    func testBadLeaksNameTheirPlace() {
        assertDecodeError(
            trace(#"[{"rib": "Gam", "detach": 3, "objects": ["router"], "seconds": 1}]"#),
            #"app.json: leaks[0].rib: unknown RIB "Gam" (did you mean "Game"?)"#)
        assertDecodeError(
            trace(#"[{"rib": "Game", "detach": 2, "objects": ["router"], "seconds": 1}]"#),
            "app.json: leaks[0].detach: expected the seq of a detach event, found 2")
        assertDecodeError(
            trace(#"[{"rib": "Game", "detach": 9, "objects": ["router"], "seconds": 1}]"#),
            "app.json: leaks[0].detach: expected the seq of a detach event, found 9")
        assertDecodeError(
            trace(#"[{"rib": "Game", "detach": 3, "objects": [], "seconds": 1}]"#),
            "app.json: leaks[0].objects: must name at least one object")
        assertDecodeError(
            trace(#"[{"rib": "Game", "detach": 3, "objects": ["router", "router"], "seconds": 1}]"#),
            #"app.json: leaks[0].objects[1]: expected "router" or "interactor", each once, found "router""#)
        assertDecodeError(
            trace(#"[{"rib": "Game", "detach": 3, "objects": ["view"], "seconds": 1}]"#),
            #"app.json: leaks[0].objects[0]: expected "router" or "interactor", each once, found "view""#)
        assertDecodeError(
            trace(#"[{"rib": "Game", "detach": 3, "objects": ["router"], "seconds": -1}]"#),
            "app.json: leaks[0].seconds: must be a number of seconds, at least 0")
        assertDecodeError(
            trace(#"[{"rib": "Game", "detach": 3, "objects": ["router"]}]"#),
            #"app.json: leaks[0]: missing required key "seconds""#)
        assertDecodeError(
            trace(#"[{"rib": "Game", "detach": 3, "objects": ["router"], "seconds": 1, "view": "V"}]"#),
            "app.json: leaks[0].view: unknown key (expected one of: rib, detach, objects, seconds)")
    }
}
