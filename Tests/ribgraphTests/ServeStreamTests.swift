import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// `ribgraph serve --listen`: probes post their sessions, the server writes each to its file as batches
/// arrive and serves a page per session; end to end through the built `ribgraph` and `TicTacToeLive`.
final class ServeStreamTests: ServeTestCase {
    private static let token = "0123456789abcdef0123456789abcdef"

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(
            at: runner.folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    }

    /// The file `name` in the scratch folder as text (a failed comparison shows lines, not bytes).
    private func text(_ name: String) throws -> String { String(decoding: try runner.read(name), as: UTF8.self) }

    /// The RIB ids of the tree the trace file `name` replays to, in preorder.
    private func tree(_ name: String) throws -> [String] {
        let trace = try TraceDecoder().decode(contentsOfFile: runner.path(name))
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: name)).tree()
        return tree.preorder.map { trace.ribs[$0].id }
    }

    func testTheLiveSampleStreamsExactlyTheSessionItRecords() throws {
        let server = try ServeProcess(runner, ["-o", "out"], listen: "127.0.0.1:0")
        let recording = try runner.run(["recorded.json", "--stream", server.url, "ttt"], program: "TicTacToeLive")
        XCTAssertEqual(recording.status, 0, recording.stderr)
        XCTAssertTrue(recording.stdoutText.contains("streamed: all"), recording.stdoutText)
        XCTAssertEqual(
            try text("out/ttt.json"), try text("recorded.json"),
            "the streamed session is not byte for byte the trace the same session records")
        XCTAssertEqual(try tree("out/ttt.json"), ["Root", "LoggedIn", "OffGame", "BasicScoreBoard"])

        let page = try server.exchange(server.request("/sessions/ttt?token=\(server.token)"))
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("rib&#45;BasicScoreBoard"), "the session's page draws its tree")
        XCTAssertTrue(
            page.text.contains("new EventSource(\"/sessions/ttt/events?token=\(server.token)\")"),
            "the session's page reloads on its own event stream")
        let index = try server.exchange(server.request("/?token=\(server.token)"))
        XCTAssertTrue(index.text.contains("href=\"/sessions/ttt?token=\(server.token)\""), index.text)
        XCTAssertTrue(index.text.contains("TicTacToe (recorded) (16 events)"), index.text)
    }

    func testEveryRequestWithoutTheTokenIsRefused() throws {
        let server = try ServeProcess(runner, ["-o", "out"], listen: "127.0.0.1:0")
        let body = try String(decoding: runner.read("t.json"), as: UTF8.self)
        for (target, method) in [
            ("/sessions/x/state", "POST"), ("/sessions/x/state?token=wrong", "POST"), ("/", "GET"),
            ("/sessions/x", "GET"), ("/sessions/x/events", "GET"),
        ] {
            let answer = try server.exchange(
                server.request(
                    target, method: method, extra: method == "POST" ? "Content-Length: \(body.utf8.count)\r\n" : "")
                    + (method == "POST" ? body : ""))
            XCTAssertEqual(answer.status, 401, "\(method) \(target)")
        }
        XCTAssertEqual(try runner.listing("out"), [], "a refused post wrote nothing")
        let accepted = try server.exchange(
            server.request(
                "/sessions/x/state?token=\(server.token)", method: "POST",
                extra: "Content-Length: \(body.utf8.count)\r\n") + body)
        XCTAssertEqual(accepted.status, 200, accepted.text)
        XCTAssertEqual(
            try runner.listing("out"), [".x.json.ribgraph-a", ".x.json.ribgraph-b", "x.json"],
            "the session's file and the two copies it is a link to")
    }

    func testListeningBeyondLoopbackIsAnnouncedAndAnswersToAddresses() throws {
        let wide = try ServeProcess(runner, ["-o", "out"], listen: "0.0.0.0:0")
        XCTAssertTrue(wide.url.hasPrefix("http://0.0.0.0:\(wide.port)/?token="), wide.url)
        XCTAssertTrue(
            wide.standardError.contains("warning: listening on 0.0.0.0:\(wide.port), beyond this machine"),
            wide.standardError)
        let byAddress = try wide.exchange(wide.request("/?token=\(wide.token)", host: "192.168.1.20:\(wide.port)"))
        XCTAssertEqual(byAddress.status, 200, "a device names the Mac by its address")
        let byName = try wide.exchange(wide.request("/?token=\(wide.token)", host: "attacker.example:\(wide.port)"))
        XCTAssertEqual(byName.status, 421, "a host name (DNS rebinding) is still refused")

        let narrow = try ServeProcess(runner, ["-o", "out"], listen: "127.0.0.1:0")
        XCTAssertFalse(narrow.standardError.contains("warning"))
        XCTAssertEqual(
            try narrow.exchange(narrow.request("/?token=\(narrow.token)", host: "192.168.1.20:\(narrow.port)")).status,
            421)
    }

    func testTwentySessionsAtOnceAreKeptApart() throws {
        let server = try ServeProcess(runner, ["-o", "out", "--max-sessions", "20"], listen: "127.0.0.1:0")
        let recorded = try TraceDecoder().decode(
            contentsOfFile: SampleTraces.path("tictactoe").replacingOccurrences(of: "trace.json", with: "recorded.json")
        )
        XCTAssertEqual(recorded.events.count, 16)
        // Session n is the recording under its own app name, posted as a state of its first n % 16 events
        // and a batch of the rest, all sessions at once.
        let expected = (0..<20).map { n -> Trace in
            var trace = recorded
            trace.app = "device \(n)"
            return trace
        }
        let port = server.port, token = server.token
        let statuses = Statuses()
        let group = DispatchGroup()
        for n in 0..<20 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                var state = expected[n], batch = expected[n]
                state.events = Array(expected[n].events.prefix(n % 16))
                batch.events = Array(expected[n].events.dropFirst(n % 16))
                let answers = [
                    try? Self.post(state, "/sessions/d\(n)/state", port: port, token: token),
                    try? Self.post(batch, "/sessions/d\(n)/batch", port: port, token: token),
                ]
                statuses.set(n, answers.map { $0?.status ?? 0 })
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        for n in 0..<20 {
            XCTAssertEqual(statuses.get(n), [200, 200], "session d\(n)")
            XCTAssertEqual(
                try text("out/d\(n).json"), String(decoding: TraceEncoder.encode(expected[n]), as: UTF8.self),
                "session d\(n) holds another's events")
        }
        XCTAssertEqual(
            try Self.post(expected[0], "/sessions/d20/state", port: port, token: token).status, 503,
            "--max-sessions 20 keeps 20")
        XCTAssertEqual(
            try Self.post(expected[0], "/sessions/d0/batch", port: port, token: token).status, 409,
            "a batch that does not follow the session")
        XCTAssertEqual(
            try text("out/d0.json"), String(decoding: TraceEncoder.encode(expected[0]), as: UTF8.self),
            "a refused batch changes nothing")
    }

    /// POSTs `trace` to `target` with the token on the server at `port`.
    private static func post(_ trace: Trace, _ target: String, port: UInt16, token: String) throws -> HTTPAnswer {
        let body = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        return try LoopbackClient.exchange(
            port: port,
            "POST \(target)?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
    }

    /// The statuses each thread's posts got.
    private final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private var byThread: [Int: [Int]] = [:]
        func set(_ n: Int, _ statuses: [Int]) { lock.withLock { byThread[n] = statuses } }
        func get(_ n: Int) -> [Int]? { lock.withLock { byThread[n] } }
    }

    func testAServerKilledMidSessionGetsTheWholeSessionBackWhenItStartsAgain() throws {
        let first = try ServeProcess(runner, ["-o", "out", "--token", Self.token], listen: "127.0.0.1:0")
        let app = try SteppedRecorder(runner, file: "recorded.json", url: first.url, session: "ttt")
        XCTAssertEqual(app.nextLine(), "step 1 streamed")
        XCTAssertEqual(try tree("out/ttt.json"), ["Root", "LoggedOut"])
        app.proceed()
        XCTAssertEqual(app.nextLine(), "step 2 streamed")
        XCTAssertEqual(try tree("out/ttt.json"), ["Root", "LoggedIn", "OffGame", "BasicScoreBoard"])

        first.kill()
        app.proceed()
        XCTAssertEqual(app.nextLine(), "step 3 not streamed")
        let second = try ServeProcess(runner, ["-o", "out", "--token", Self.token], listen: "127.0.0.1:\(first.port)")
        XCTAssertEqual(second.port, first.port)
        XCTAssertEqual(try app.finish(), 0, app.text)
        XCTAssertTrue(app.text.contains("streamed: all"), app.text)
        XCTAssertEqual(
            try text("out/ttt.json"), try text("recorded.json"),
            "the restarted server holds the whole session, including what the first one had")
    }
}

/// What a stream's pages and command line do besides taking posts.
final class ServeStreamPageTests: ServeTestCase {
    func testASessionsEventStreamSaysChangedWhenABatchArrives() throws {
        try FileManager.default.createDirectory(
            at: runner.folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let server = try ServeProcess(runner, ["-o", "out"], listen: "127.0.0.1:0")
        var trace = try TraceDecoder().decode(contentsOfFile: runner.path("t.json"))
        let all = trace.events
        trace.events = Array(all.prefix(2))
        func post(_ trace: Trace, _ action: String) throws -> Int {
            let body = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
            return try server.exchange(
                server.request(
                    "/sessions/s/\(action)?token=\(server.token)", method: "POST",
                    extra: "Content-Length: \(body.utf8.count)\r\n") + body
            ).status
        }
        XCTAssertEqual(try post(trace, "state"), 200)
        let stream = try LoopbackClient(port: server.port, timeout: 5)
        stream.send(server.request("/sessions/s/events?token=\(server.token)"))
        XCTAssertTrue(stream.read(until: ": watching").contains(": watching"))
        trace.events = Array(all.dropFirst(2))
        XCTAssertEqual(try post(trace, "batch"), 200)
        XCTAssertTrue(stream.read(until: "data: changed").contains("data: changed"), "the page is told to reload")
        trace.events = all
        XCTAssertEqual(try runner.read("out/s.json"), TraceEncoder.encode(trace))
    }

    /// A batch whose events do not replay on the session (issue 31: a detach of what was never attached got
    /// 200 and left a file that fails validate) gets 409, so the probe resends its state; the file is unchanged.
    func testABatchThatDoesNotReplayIsRefusedWithTheStatusThatResendsTheState() throws {
        try FileManager.default.createDirectory(
            at: runner.folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let server = try ServeProcess(runner, ["-o", "out"], listen: "127.0.0.1:0")
        var trace = try TraceDecoder().decode(contentsOfFile: runner.path("t.json"))
        let all = trace.events
        func post(_ trace: Trace, _ action: String) throws -> HTTPAnswer {
            let body = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
            return try server.exchange(
                server.request(
                    "/sessions/s/\(action)?token=\(server.token)", method: "POST",
                    extra: "Content-Length: \(body.utf8.count)\r\n") + body)
        }
        trace.events = Array(all.prefix(2))
        XCTAssertEqual(try post(trace, "state").status, 200)
        let held = try runner.read("out/s.json")
        var again = all[0]
        again.seq = 3
        var detach = all[1]
        detach.seq = 3
        detach.kind = detach.kind == .attach ? .detach : .attach
        detach.child = trace.ribs.indices.first { index in !all.prefix(2).contains { $0.child == index } }!
        for bad in [again, detach] {
            trace.events = [bad]
            let answer = try post(trace, "batch")
            XCTAssertEqual(answer.status, 409, answer.text)
            XCTAssertTrue(answer.text.contains("event 3 of session s does not replay: "), answer.text)
            XCTAssertEqual(try runner.read("out/s.json"), held, "a refused batch changes nothing")
        }
        XCTAssertEqual(try runner.run(["validate", "out/s.json"]).status, 0)
        trace.events = Array(all.dropFirst(2))
        XCTAssertEqual(try post(trace, "batch").status, 200, "the session goes on from where it was")
    }

    func testAFileTakesOneSessionAndABatchIsBounded() throws {
        let server = try ServeProcess(runner, ["-o", "one.json"], listen: "127.0.0.1:0")
        let body = try String(decoding: runner.read("t.json"), as: UTF8.self)
        func post(_ session: String, length: Int? = nil) throws -> HTTPAnswer {
            try server.exchange(
                server.request(
                    "/sessions/\(session)/state?token=\(server.token)", method: "POST",
                    extra: "Content-Length: \(length ?? body.utf8.count)\r\n") + body)
        }
        XCTAssertEqual(try post("a").status, 200)
        let second = try post("b")
        XCTAssertEqual(second.status, 409)
        XCTAssertTrue(second.text.contains("one.json holds one session"), second.text)
        XCTAssertEqual(try post("a", length: 17 << 20).status, 413, "a batch is at most 16 MiB")
        XCTAssertEqual(try post("..").status, 404, "a session id is a plain name")
        let written = try TraceDecoder().decode(contentsOfFile: runner.path("one.json"))
        XCTAssertEqual(written, try TraceDecoder().decode(contentsOfFile: runner.path("t.json")))
    }

    func testTheCommandLineRefusesAStreamItCannotKeep() throws {
        for (arguments, words) in [
            (["--listen", "127.0.0.1:0"], "--listen needs -o"),
            (["--listen", "localhost", "-o", "out"], "not ADDRESS:PORT"),
            (["t.json", "--listen", "127.0.0.1:0", "-o", "out"], "give no trace file"),
            (["--listen", "127.0.0.1:0", "-o", "-"], "not standard output"),
            (["--listen", "127.0.0.1:0", "-o", "out", "--token", "short"], "16 to 128"),
        ] {
            let refusal = try XCTUnwrap(try ServeProcess.refusal(runner, arguments), "\(arguments) was not refused")
            XCTAssertEqual(refusal.status, 64, "\(arguments)")
            XCTAssertTrue(refusal.stderr.contains(words), refusal.stderr)
        }
    }
}
