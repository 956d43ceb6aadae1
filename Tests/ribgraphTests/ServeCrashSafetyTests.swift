import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// `serve --listen` when the server dies, or the disk fills, in the middle of a write (issue 41): the
/// session's file stays a trace holding every event the server acknowledged. The faults are injected into
/// the real binary's writes by a preloaded library (Fixtures/WriteFaults/write_faults.c), at a chosen byte of
/// what it writes into the output folder; a full disk is also a real tmpfs where the machine lets the test
/// mount one.
final class ServeCrashSafetyTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws {
        runner = try RibgraphRunner()
        try FileManager.default.createDirectory(atPath: runner.path("out"), withIntermediateDirectories: true)
    }

    override func tearDown() { runner.tearDown() }

    /// Event `index` (seq `index + 1`) of the sessions streamed here: the root attached first, then each
    /// other RIB of `ribs` attached and detached in turn, over and over.
    private static func event(_ index: Int, ribs: Int) -> TraceEvent {
        guard index > 0 else { return TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0) }
        let child = 1 + ((index - 1) / 2) % (ribs - 1)
        return TraceEvent(seq: index + 1, kind: index % 2 == 1 ? .attach : .detach, parent: 0, child: child)
    }

    /// A trace of `ribs` RIBs holding events `range`.
    private static func trace(ribs: Int, events range: Range<Int>) -> Trace {
        Trace(
            app: "Crash", ribs: (0..<ribs).map { RIB(id: "Feature\($0)", router: "Feature\($0)Router") },
            events: range.map { event($0, ribs: ribs) })
    }

    /// What one streaming run gave: the server, the events its answers acknowledged, every status.
    private struct Streamed {
        let server: ServeProcess
        let acknowledged: Int
        let statuses: [Int]
    }

    /// Starts `serve --listen -o FOLDER` with `environment`, posts session `s`'s state (`first` events of
    /// `ribs` RIBs), then `batches` batches of `size` events, until an answer is not 200 or no answer comes.
    private func stream(
        _ environment: [String: String], folder: String = "out", ribs: Int, first: Int = 2, batches: Int, size: Int
    ) throws -> Streamed {
        let server = try ServeProcess(runner, ["-o", folder], listen: "127.0.0.1:0", environment: environment)
        var statuses: [Int] = [], acknowledged = 0
        func post(_ trace: Trace, _ action: String, holding: Int) -> Bool {
            let body = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
            let answer = try? LoopbackClient.exchange(
                port: server.port,
                "POST /sessions/s/\(action)?token=\(server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
            statuses.append(answer?.status ?? 0)
            if answer?.status == 200 { acknowledged = holding }
            return answer?.status == 200
        }
        if post(Self.trace(ribs: ribs, events: 0..<first), "state", holding: first) {
            for batch in 0..<batches {
                let start = first + batch * size
                guard post(Self.trace(ribs: ribs, events: start..<start + size), "batch", holding: start + size)
                else { break }
            }
        }
        return Streamed(server: server, acknowledged: acknowledged, statuses: statuses)
    }

    /// Checks that `folder`/s.json decodes, through the library and `ribgraph validate`, holding at least the
    /// `acknowledged` events streamed, each as sent; no file is right only when nothing was acknowledged.
    private func assertHolds(_ acknowledged: Int, ribs: Int, folder: String = "out", _ what: String) {
        let path = runner.path("\(folder)/s.json")
        guard FileManager.default.fileExists(atPath: path) else {
            XCTAssertEqual(acknowledged, 0, "\(what): no session file, yet \(acknowledged) events were acknowledged")
            return
        }
        do {
            let written = try TraceDecoder().decode(contentsOfFile: path)
            XCTAssertGreaterThanOrEqual(written.events.count, acknowledged, "\(what): an acknowledged event is lost")
            XCTAssertEqual(
                written.events, (0..<written.events.count).map { Self.event($0, ribs: ribs) }, "\(what): events")
            XCTAssertEqual(written.ribs.count, ribs, what)
            XCTAssertEqual(try runner.run(["validate", "\(folder)/s.json"]).status, 0, what)
        } catch {
            XCTFail("\(what): the session file is no trace: \(error)")
        }
    }

    /// The write-fault library, compiled into the scratch folder by the toolchain's C compiler.
    private func writeFaults() throws -> String {
        let source = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/WriteFaults/write_faults.c")
        let library = runner.path("write_faults.so")
        let result = try runner.run(
            ["clang", "-shared", "-fPIC", "-O1", "-o", library, source.path, "-ldl"], program: "/usr/bin/env")
        XCTAssertEqual(result.status, 0, result.stderr)
        return library
    }

    /// The environment that injects faults into what serve writes below `folder`, counting into `count`.
    private func faults(_ library: String, folder: String = "out", _ extra: [String: String] = [:]) -> [String: String]
    {
        let real = URL(fileURLWithPath: runner.path(folder)).resolvingSymlinksInPath().path
        return ["LD_PRELOAD": library, "WRITE_FAULTS_FOLDER": real, "WRITE_FAULTS_COUNT": runner.path("count")]
            .merging(extra) { _, given in given }
    }

    /// Empties the output folder between two runs.
    private func emptyOutput() throws {
        for name in try runner.listing("out") { try FileManager.default.removeItem(atPath: runner.path("out/\(name)")) }
    }

    /// How many units (bytes, renames, links, truncations) the last faulted run wrote.
    private func count() throws -> Int {
        try XCTUnwrap(
            Int(String(decoding: runner.read("count"), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    func testAServerKilledAtFiftyRandomBytesOfItsWritesKeepsEveryAcknowledgedEvent() throws {
        let library = try writeFaults()
        let whole = try stream(faults(library), ribs: 2_000, batches: 6, size: 3)
        XCTAssertEqual(whole.acknowledged, 20, "statuses \(whole.statuses)")
        whole.server.stop()
        let total = try count()
        // Two copies of the state, then each batch's rows and the RIB list after them.
        XCTAssertGreaterThan(total, 8 * 2_000 * 20, "units written by a whole run")
        var offsets = (0..<50).map { _ in Int.random(in: 1...total) }
        // The first and the last unit of the run are cases of their own.
        offsets += [1, total]
        for offset in offsets {
            try emptyOutput()
            let run = try stream(
                faults(library, ["WRITE_FAULTS_KILL_AT": String(offset)]), ribs: 2_000, batches: 6, size: 3)
            XCTAssertTrue(run.server.waitForEnd(seconds: 60, expecting: SIGKILL), "killed at unit \(offset)")
            assertHolds(run.acknowledged, ribs: 2_000, "killed at unit \(offset) of \(total)")
        }
    }

    func testABatchWritesWhatItAddsWhateverTheSessionsSize() throws {
        let library = try writeFaults()
        var written: [Int] = []
        for first in [2, 20_000] {
            try emptyOutput()
            let state = try stream(faults(library), ribs: 300, first: first, batches: 0, size: 0)
            XCTAssertEqual(state.acknowledged, first)
            let before = try count()
            let body = String(
                decoding: TraceEncoder.encode(Self.trace(ribs: 300, events: first..<first + 1)), as: UTF8.self)
            let answer = try LoopbackClient.exchange(
                port: state.server.port,
                "POST /sessions/s/batch?token=\(state.server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(state.server.port)\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
            XCTAssertEqual(answer.status, 200, answer.text)
            written.append(try count() - before)
            state.server.stop()
        }
        // The same RIB list and one row each (a longer seq in the larger session), whatever came before.
        XCTAssertLessThan(abs(written[1] - written[0]), 16, "units written by one batch: \(written)")
    }

    func testADiskThatFillsDuringABatchLosesNoAcknowledgedEvent() throws {
        let library = try writeFaults()
        let whole = try stream(faults(library), ribs: 500, batches: 6, size: 100)
        whole.server.stop()
        let total = try count()
        for offset in (0..<12).map({ _ in Int.random(in: 1..<total) }) {
            try emptyOutput()
            let run = try stream(
                faults(library, ["WRITE_FAULTS_FULL_AT": String(offset)]), ribs: 500, batches: 6, size: 100)
            XCTAssertEqual(run.statuses.last, 503, "full at unit \(offset): \(run.statuses)")
            // Stopped before any space frees, as a crash or a reboot would.
            run.server.kill()
            assertHolds(run.acknowledged, ribs: 500, "full at unit \(offset) of \(total)")
        }
    }

    func testAFullTmpfsDuringABatchLosesNoneOfTheThousandEventsAcknowledged() throws {
        let folder = runner.path("small")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let mount = try runner.run(["-t", "tmpfs", "-o", "size=128k", "tmpfs", folder], program: "/bin/mount")
        guard mount.status == 0 else {
            throw XCTSkip(
                "skipped: this machine does not let the test mount a tmpfs (\(mount.stderr.trimmingCharacters(in: .newlines))); "
                    + "testADiskThatFillsDuringABatchLosesNoAcknowledgedEvent fills the disk through write faults")
        }
        defer { _ = try? runner.run([folder], program: "/bin/umount") }
        let run = try stream([:], folder: "small", ribs: 200, batches: 100, size: 100)
        XCTAssertEqual(run.statuses.last, 503, "the tmpfs filled: \(run.statuses)")
        XCTAssertGreaterThanOrEqual(run.acknowledged, 1_000)
        run.server.kill()
        assertHolds(run.acknowledged, ribs: 200, folder: "small", "a full tmpfs")
    }
}
