import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// What `serve --listen` refuses of a session so that its file stays one trace, one file (issue 41): a batch
/// that would change the session's origin or form, and a session whose id differs from another's only in
/// case, which macOS's default file system would write into the other's file.
final class ServeSessionRefusalTests: ServeTestCase {
    private var server: ServeProcess!

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(
            at: runner.folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        server = try ServeProcess(runner, ["-o", "out"], listen: "127.0.0.1:0")
    }

    private func post(_ body: String, _ action: String, session: String = "s") throws -> HTTPAnswer {
        try server.exchange(
            server.request(
                "/sessions/\(session)/\(action)?token=\(server.token)", method: "POST",
                extra: "Content-Length: \(body.utf8.count)\r\n") + body)
    }

    private func post(_ trace: Trace, _ action: String, session: String = "s") throws -> HTTPAnswer {
        try post(String(decoding: TraceEncoder.encode(trace), as: UTF8.self), action, session: session)
    }

    func testABatchThatChangesTheSessionsOriginOrFormIsRefusedWith409() throws {
        var trace = try TraceDecoder().decode(contentsOfFile: runner.path("t.json"))
        let all = trace.events
        trace.events = Array(all.prefix(2))
        XCTAssertEqual(try post(trace, "state").status, 200)
        let held = try runner.read("out/s.json")
        var scan = trace
        scan.origin = .source
        scan.events = []
        let switched = try post(scan, "batch")
        XCTAssertEqual(switched.status, 409, switched.text)
        XCTAssertTrue(
            switched.text.contains("session s is a trace of origin live; a batch cannot make it source"), switched.text)
        let nested = try post(#"{"name": "Root", "children": [{"name": "LoggedOut", "children": []}]}"#, "batch")
        XCTAssertEqual(nested.status, 409, nested.text)
        XCTAssertTrue(nested.text.contains("is a ribgraph trace, not a nested tree"), nested.text)
        XCTAssertEqual(try runner.read("out/s.json"), held, "a refused batch changes nothing")
        XCTAssertEqual(try runner.run(["validate", "out/s.json"]).status, 0)
        trace.events = Array(all.dropFirst(2))
        XCTAssertEqual(try post(trace, "batch").status, 200, "the session goes on from where it was")
    }

    func testASessionWhoseIdDiffersFromAnothersOnlyInCaseIsRefused() throws {
        let trace = try TraceDecoder().decode(contentsOfFile: runner.path("t.json"))
        XCTAssertEqual(try post(trace, "state", session: "Dev").status, 200)
        let held = try runner.read("out/Dev.json")
        for id in ["dev", "DEV"] {
            let answer = try post(trace, "state", session: id)
            XCTAssertEqual(answer.status, 409, answer.text)
            XCTAssertTrue(
                answer.text.contains("session \(id) differs from session Dev only in case"), answer.text)
        }
        XCTAssertEqual(try runner.listing("out").filter { !$0.hasPrefix(".") }, ["Dev.json"])
        XCTAssertEqual(try runner.read("out/Dev.json"), held)
        XCTAssertEqual(try post(trace, "state", session: "Dev2").status, 200, "another id is another session")
    }
}
