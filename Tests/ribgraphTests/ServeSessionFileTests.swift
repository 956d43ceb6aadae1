import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// How `serve --listen` keeps a session's file (issues 31 and 41): a batch is appended where the last event
/// of the file's spare copy ended, never the whole file rewritten, and a server killed at any moment leaves a
/// file that validates and holds every event it acknowledged (ServeCrashSafetyTests kills it at chosen bytes).
final class ServeSessionFileTests: ServeTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(
            at: runner.folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    }

    /// POSTs `trace` as `action` (state or batch) of session `s` to the server on `port`; returns the status.
    private static func post(_ trace: Trace, _ action: String, port: UInt16, token: String) throws -> Int {
        let body = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        return try LoopbackClient.exchange(
            port: port,
            "POST /sessions/s/\(action)?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        ).status
    }

    private func post(_ trace: Trace, _ action: String, to server: ServeProcess) throws -> Int {
        try Self.post(trace, action, port: server.port, token: server.token)
    }

    /// The inode of the file `name` in the scratch folder.
    private func inode(_ name: String) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: runner.path(name))[.systemFileNumber] as? Int)
    }

    func testABatchIsWrittenAfterTheLastEventNotTheWholeFileAgain() throws {
        let server = try ServeProcess(runner, ["-o", "out"], listen: "127.0.0.1:0")
        var trace = try TraceDecoder().decode(contentsOfFile: runner.path("t.json"))
        let all = trace.events
        trace.events = Array(all.prefix(2))
        XCTAssertEqual(try post(trace, "state", to: server), 200)
        let copies = try Set(["out/.s.json.ribgraph-a", "out/.s.json.ribgraph-b"].map(inode))
        var named: [Int] = []
        for count in 3...all.count {
            trace.events = [all[count - 1]]
            XCTAssertEqual(try post(trace, "batch", to: server), 200)
            trace.events = Array(all.prefix(count))
            XCTAssertEqual(try runner.read("out/s.json"), TraceEncoder.encode(trace), "after event \(count)")
            named.append(try inode("out/s.json"))
        }
        XCTAssertEqual(copies.count, 2)
        XCTAssertEqual(Set(named), copies, "the batches were written into the file's two copies, never a new file")
        XCTAssertTrue(zip(named, named.dropFirst()).allSatisfy { $0 != $1 }, "each batch names the other copy")
        XCTAssertEqual(try runner.run(["validate", "out/s.json"]).status, 0)
        trace.app = "renamed"
        trace.events = []
        XCTAssertEqual(try post(trace, "batch", to: server), 200)
        trace.events = all
        XCTAssertEqual(
            try runner.read("out/s.json"), TraceEncoder.encode(trace), "a change before the events rewrites the file")
    }

    func testAServerKilledWhileBatchesArriveLeavesAValidFileWithEveryAcknowledgedEvent() throws {
        let template = try TraceDecoder().decode(contentsOfFile: runner.path("t.json"))
        let attach = template.events[1]
        for round in 0..<3 {
            let server = try ServeProcess(runner, ["-o", "out"], listen: "127.0.0.1:0")
            var trace = template
            trace.events = Array(template.events.prefix(2))
            XCTAssertEqual(try post(trace, "state", to: server), 200)
            let acknowledged = Counter()
            let (port, token) = (server.port, server.token)
            let poster = Thread {
                var batch = template
                for seq in 3... {
                    var event = attach
                    event.seq = seq
                    event.kind = seq.isMultiple(of: 2) ? .attach : .detach
                    batch.events = [event]
                    guard (try? Self.post(batch, "batch", port: port, token: token)) == 200 else { return }
                    acknowledged.add()
                }
            }
            poster.start()
            Thread.sleep(forTimeInterval: 0.4 + 0.3 * Double(round))
            server.kill()
            let answered = acknowledged.value
            XCTAssertGreaterThan(answered, 0, "round \(round): no batch was answered before the kill")
            let written = try TraceDecoder().decode(contentsOfFile: runner.path("out/s.json"))
            XCTAssertGreaterThanOrEqual(
                written.events.count, 2 + answered, "round \(round): an acknowledged event is lost")
            XCTAssertEqual(try runner.run(["validate", "out/s.json"]).status, 0, "round \(round)")
            try FileManager.default.removeItem(atPath: runner.path("out/s.json"))
            while !poster.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        }
    }

    /// A count shared by the posting thread and the test.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
