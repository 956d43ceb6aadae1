import Foundation
import XCTest

@testable import RibTrace

/// A route's `presentation` and `presentationReason`: read as one value or a list, written as a list, rejected
/// with the JSON path when wrong, carried through merging a recording with a scan.
final class PresentationDecodingTests: XCTestCase {
    private func source(routes: String) -> String {
        #"{"format": "ribgraph-trace", "version": 2, "origin": "source", "#
            + #""ribs": [{"id": "Root", "root": true}, {"id": "Child"}, {"id": "Other"}], "routes": \#(routes)}"#
    }

    func testOneValueOrAListIsRead() throws {
        let trace = try Fixture.decode(
            source(
                routes: #"[{"parent": "Root", "child": "Child", "presentation": "push"}, "#
                    + #"{"parent": "Root", "child": "Other", "presentation": ["push", "present"]}]"#))
        XCTAssertEqual(trace.routes.map(\.presentations), [[.push], [.push, .present]])
    }

    func testAListIsWrittenAndReadBack() throws {
        let trace = try Fixture.decode(
            source(
                routes: #"[{"parent": "Root", "child": "Child", "presentation": "tab"}, "#
                    + #"{"parent": "Root", "child": "Other", "presentation": ["unknown"], "#
                    + #""presentationReason": "routeToOther calls viewController.showOther, whose body was not found"}]"#
            ))
        let written = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        XCTAssertTrue(written.contains(#""presentation": ["tab"]"#), written)
        XCTAssertTrue(written.contains(#""presentationReason": "routeToOther calls"#), written)
        XCTAssertEqual(try Fixture.decode(written), trace, "written back as read")
    }

    func testAnUnknownPresentationIsNotWritten() throws {
        let trace = try Fixture.decode(source(routes: #"[{"parent": "Root", "child": "Child"}]"#))
        XCTAssertEqual(trace.routes.first?.presentations, [])
        let written = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        XCTAssertFalse(written.contains("presentation"), written)
    }

    func testARecordingMayCarryOne() throws {
        let trace = try Fixture.decode(
            Fixture.trace(
                ribs: Fixture.ribs(["Root", "Child"]),
                extra: #", "routes": [{"parent": "Root", "child": "Child", "presentation": "none"}]"#))
        XCTAssertEqual(trace.routes.first?.presentations, [.none])
    }

    func testWrongValuesNameTheirPath() {
        let expected = #""push", "present", "embed", "tab", "root", "none", "unknown""#
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "presentation": "modal"}]"#),
            #"app.json: routes[0].presentation: expected one of \#(expected), found "modal""#)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "presentation": ["push", "sheet"]}]"#),
            #"app.json: routes[0].presentation[1]: expected one of \#(expected), found "sheet""#)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "presentation": ["push", "push"]}]"#),
            #"app.json: routes[0].presentation[1]: "push" twice"#)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "presentation": []}]"#),
            "app.json: routes[0].presentation: must name at least one way (leave the key out when not known)")
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "presentation": 3}]"#),
            "app.json: routes[0].presentation: expected a string, found a number")
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "presentationReason": ""}]"#),
            "app.json: routes[0].presentationReason: must not be empty")
    }

    func testWhatEachWayMeans() {
        XCTAssertEqual(Presentation.allCases.filter(\.isNavigation), [.push, .present, .root])
        XCTAssertEqual(Presentation.allCases.filter(\.isPart), [.embed, .tab])
    }

    /// A recording knows no presentation: a route it shares with the scan gets the scan's, and a route only the
    /// scan has keeps its own; one the recording gives is kept.
    func testMergingCarriesTheScansPresentation() {
        let ribs = [RIB(id: "Root", router: "RootRouter"), RIB(id: "Child", router: "ChildRouter")]
        let other = RIB(id: "Other", router: "OtherRouter")
        let scanned = Trace(
            app: "A", origin: .source, ribs: ribs + [other],
            routes: [
                Route(parent: "Root", child: "Child", presentations: [.push, .present]),
                Route(parent: "Root", child: "Other", presentations: [.unknown], presentationReason: "why"),
            ])
        let live = Trace(
            app: "A", ribs: ribs + [other], routes: [Route(parent: "Root", child: "Child")],
            events: [TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0)])
        let merged = live.mergingProvenance(from: scanned)
        XCTAssertEqual(merged.routes.map(\.presentations), [[.push, .present], [.unknown]])
        XCTAssertEqual(merged.routes.map(\.presentationReason), [nil, "why"])
        var given = live
        given.routes[0].presentations = [.embed]
        XCTAssertEqual(given.mergingProvenance(from: scanned).routes.first?.presentations, [.embed])
    }
}
