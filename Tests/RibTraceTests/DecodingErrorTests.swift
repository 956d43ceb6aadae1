import Foundation
import XCTest

@testable import RibTrace

/// Well-formed JSON that is not a valid trace at the top level or in `ribs`, and unreadable inputs:
/// each error names the file, the JSON path and the reason, exactly.
final class DecodingErrorTests: XCTestCase {
    private let topLevelKeys =
        "format, version, app, origin, ribs, routes, events, dependencies, components, adapters, listeners, droppedEvents, leaks"
    private let ribKeys =
        "id, name, router, interactor, view, builder, dependency, component, declaredIn, buildArguments, container"

    // MARK: - Top level

    func testUnknownTopLevelKey() {
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 1, "ribs": [], "event": []}"#,
            "app.json: event: unknown key (expected one of: \(topLevelKeys))")
    }

    func testTheFirstUnknownKeyInSortedOrderIsReported() {
        assertDecodeError(
            Fixture.trace(extra: #", "zebra": 1, "colour": "red""#),
            "app.json: colour: unknown key (expected one of: \(topLevelKeys))")
    }

    func testUnknownKeyIsReportedBeforeAWrongVersion() {
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 2, "ribs": [], "events": [], "nodes": []}"#,
            "app.json: nodes: unknown key (expected one of: \(topLevelKeys))")
    }

    func testVersionsBeyondTwoAreRejected() {
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 3, "ribs": [], "events": []}"#,
            "app.json: version: this build of ribgraph reads trace versions 1 to 2, the file is version 3")
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 0, "ribs": [], "events": []}"#,
            "app.json: version: this build of ribgraph reads trace versions 1 to 2, the file is version 0")
        XCTAssertNoThrow(
            try Fixture.decode(#"{"format": "ribgraph-trace", "version": 2, "ribs": [], "events": []}"#),
            "a recording means the same in version 2")
    }

    func testVersionMustBeAWholeNumber() {
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": "1", "ribs": [], "events": []}"#,
            "app.json: version: expected a number, found a string")
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 1.0, "ribs": [], "events": []}"#,
            "app.json: version: expected a whole number")
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 1e0, "ribs": [], "events": []}"#,
            "app.json: version: expected a whole number")
    }

    func testWrongFormat() {
        assertDecodeError(
            #"{"format": "ribgraph", "version": 1, "ribs": [], "events": []}"#,
            #"app.json: format: expected "ribgraph-trace", found "ribgraph""#)
        assertDecodeError(
            #"{"format": 1, "version": 1, "ribs": [], "events": []}"#,
            "app.json: format: expected a string, found a number")
    }

    func testMissingRequiredTopLevelKeys() {
        assertDecodeError(
            #"{"format": "ribgraph-trace", "ribs": [], "events": []}"#,
            #"app.json: (document): missing required key "version""#)
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 1, "events": []}"#,
            #"app.json: (document): missing required key "ribs""#)
        assertDecodeError(
            #"{"format": "ribgraph-trace", "version": 1, "ribs": []}"#,
            #"app.json: (document): missing required key "events""#)
    }

    func testWrongTopLevelTypes() {
        assertDecodeError(Fixture.trace(extra: #", "app": true"#), "app.json: app: expected a string, found a boolean")
        assertDecodeError(Fixture.trace(ribs: "{}"), "app.json: ribs: expected an array, found an object")
        assertDecodeError(Fixture.trace(events: "{}"), "app.json: events: expected an array, found an object")
        assertDecodeError(
            Fixture.trace(extra: #", "routes": "none""#), "app.json: routes: expected an array, found a string")
        assertDecodeError(
            Fixture.trace(extra: #", "dependencies": null"#), "app.json: dependencies: expected an array, found null")
        assertDecodeError(
            Fixture.trace(extra: #", "components": 3"#), "app.json: components: expected an array, found a number")
        assertDecodeError(
            Fixture.trace(extra: #", "adapters": {}"#), "app.json: adapters: expected an array, found an object")
        assertDecodeError(
            Fixture.trace(extra: #", "listeners": false"#), "app.json: listeners: expected an array, found a boolean")
    }

    func testDroppedEvents() {
        assertDecodeError(
            Fixture.trace(extra: #", "droppedEvents": -1"#), "app.json: droppedEvents: must not be negative")
        assertDecodeError(
            Fixture.trace(extra: #", "droppedEvents": 2.5"#), "app.json: droppedEvents: expected a whole number")
        assertDecodeError(
            Fixture.trace(extra: #", "droppedEvents": "3""#),
            "app.json: droppedEvents: expected a number, found a string")
    }

    // MARK: - ribs

    func testUnknownKeyInARIBIsNamedWithItsPath() {
        let ribs =
            #"[{"id": "Root", "view": "RootViewController"}, {"id": "LoggedIn", "veiw": "LoggedInViewController"}]"#
        assertDecodeError(
            Fixture.trace(ribs: ribs), "app.json: ribs[1].veiw: unknown key (expected one of: \(ribKeys))")
    }

    func testWrongTypesInRIBs() {
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": 3}]"#), "app.json: ribs[0].id: expected a string, found a number")
        assertDecodeError(Fixture.trace(ribs: #"["Root"]"#), "app.json: ribs[0]: expected an object, found a string")
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "view": null}]"#),
            "app.json: ribs[0].view: expected a string, found null")
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "A"}, {"id": "B", "router": ["BRouter"]}]"#),
            "app.json: ribs[1].router: expected a string, found an array")
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "name": {"en": "Root"}}]"#),
            "app.json: ribs[0].name: expected a string, found an object")
    }

    func testMissingRIBId() {
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root"}, {"name": "Logged in", "view": "V"}]"#),
            #"app.json: ribs[1]: missing required key "id""#)
    }

    func testEmptyStringsAreRejected() {
        assertDecodeError(Fixture.trace(ribs: #"[{"id": ""}]"#), "app.json: ribs[0].id: must not be empty")
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "name": ""}]"#), "app.json: ribs[0].name: must not be empty")
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "component": ""}]"#), "app.json: ribs[0].component: must not be empty"
        )
    }

    func testDuplicateRIBId() {
        assertDecodeError(
            Fixture.trace(ribs: Fixture.ribs(["Root", "LoggedIn", "Root"])),
            #"app.json: ribs[2].id: duplicate id "Root" (first at ribs[0])"#)
    }

    func testDuplicateKeyInARIB() {
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "router": "A", "router": "B"}]"#),
            "app.json: ribs[0].router: duplicate key")
    }

    func testRIBsAreCheckedBeforeEvents() {
        // events[0] names an unknown RIB too, but the broken ribs come first whatever the key order.
        let json =
            #"{"events": [{"seq": 1, "kind": "attach", "parent": null, "child": "Nope"}], "ribs": [{"id": ""}], "version": 1, "format": "ribgraph-trace"}"#
        assertDecodeError(json, "app.json: ribs[0].id: must not be empty")
    }

    // MARK: - Unreadable input

    func testMissingFile() {
        let path = NSTemporaryDirectory() + "ribgraph-tests-\(UUID().uuidString)/nothing.json"
        assertTraceError("\(path): no such file") { try TraceDecoder().decode(contentsOfFile: path) }
        XCTAssertThrowsError(try TraceDecoder().decode(contentsOfFile: path)) { error in
            XCTAssertEqual(error as? InputError, .unreadable(file: path, reason: "no such file"))
        }
    }

    func testADirectoryIsNotATraceFile() throws {
        let directory = NSTemporaryDirectory() + "ribgraph-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        assertTraceError("\(directory): is a directory, not a trace file") {
            try TraceDecoder().decode(contentsOfFile: directory)
        }
        XCTAssertThrowsError(try TraceDecoder().decode(contentsOfFile: directory)) { error in
            XCTAssertEqual(
                error as? InputError, .unreadable(file: directory, reason: "is a directory, not a trace file"))
        }
    }

    func testErrorsInAFileAreNamedByItsPath() throws {
        let path = NSTemporaryDirectory() + "ribgraph-tests-\(UUID().uuidString).json"
        try Data("{\n  \"format\": \"ribgraph-trace\",\n  \"version\": 3,\n  \"ribs\": [],\n  \"events\": []\n}\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        assertTraceError("\(path): version: this build of ribgraph reads trace versions 1 to 2, the file is version 3")
        {
            try TraceDecoder().decode(contentsOfFile: path)
        }
    }

    func testTheErrorCasesCarryTheirParts() {
        XCTAssertThrowsError(try Fixture.decode("{\n\"a\" 1}")) { error in
            XCTAssertEqual(
                error as? InputError,
                InputError(
                    file: "app.json", place: .text(line: 2, column: 5),
                    reason: "invalid JSON: expected ':' after a key, found '1'"))
            XCTAssertEqual((error as? InputError)?.file, "app.json")
        }
        XCTAssertThrowsError(try Fixture.decode(Fixture.trace(ribs: #"[{"id": 1}]"#))) { error in
            XCTAssertEqual(
                error as? InputError,
                InputError(file: "app.json", path: "ribs[0].id", reason: "expected a string, found a number"))
        }
    }
}
