import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph serve` run in the background on a free loopback port (`--port 0`) for end-to-end tests:
/// started, its printed address read in a bounded wait, stopped by `stop()`.
final class ServeProcess {
    let process = Process()
    let port: UInt16
    /// The token of the printed address ("" when it printed none).
    let token: String
    /// The address it printed.
    let url: String
    private let output: URL
    private let errors: URL

    /// Starts `ribgraph serve arguments... --port 0` (or `--listen listen`) in `runner`'s folder; with
    /// `openFiles`, under `ulimit -n openFiles`; with `environment` set over the test's own. Throws when no
    /// address is printed within 20 s (the process is stopped).
    init(
        _ runner: RibgraphRunner, _ arguments: [String], openFiles: Int? = nil, listen: String? = nil,
        environment: [String: String] = [:]
    ) throws {
        let place = listen.map { ["--listen", $0] } ?? ["--port", "0"]
        let id = UUID().uuidString
        output = runner.folder.appendingPathComponent(".serve-\(id).out")
        errors = runner.folder.appendingPathComponent(".serve-\(id).err")
        try Data().write(to: output)
        try Data().write(to: errors)
        let binary = try RibgraphRunner.binary()
        if let openFiles {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -n \(openFiles) && exec \"$0\" \"$@\"", binary.path, "serve"] + arguments + place
        } else {
            process.executableURL = binary
            process.arguments = ["serve"] + arguments + place
        }
        process.currentDirectoryURL = runner.folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var printed = ""
        for _ in 0..<400 where !printed.contains("\n") && process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
            printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        }
        guard let address = printed.split(separator: " ").first(where: { $0.hasPrefix("http://") }) else {
            let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            throw ServeFailure(message: "serve printed no address: \(printed) \(stderr)")
        }
        url = String(address)
        let afterHost = address.dropFirst("http://".count).drop { $0 != ":" }.dropFirst()
        port = UInt16(afterHost.prefix { $0.isNumber }) ?? 0
        token = address.range(of: "token=").map { String(address[$0.upperBound...]) } ?? ""
    }

    /// Why a server did not start.
    struct ServeFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// What it wrote to standard error so far.
    var standardError: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// The lines of standard error that report a drawing of the page.
    var drawings: [Substring] {
        standardError.split(separator: "\n").filter { $0.hasPrefix("ribgraph serve: drew") }
    }

    /// A well-formed request for `target` (GET by default) naming the server by `host` (default 127.0.0.1:PORT).
    func request(_ target: String, method: String = "GET", host: String? = nil, extra: String = "") -> String {
        "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(extra)\r\n"
    }

    /// The page's target, with the token.
    var pageTarget: String { "/?token=\(token)" }

    /// One exchange with this server.
    func exchange(_ request: String) throws -> HTTPAnswer {
        try LoopbackClient.exchange(port: port, request)
    }

    /// GET of the page, retried (at most 100 times, 0.1 s apart) until it is answered 200: for a server
    /// that must recover from a flood. Returns the last answer.
    func pageOnceItAnswers() throws -> HTTPAnswer {
        var answer = HTTPAnswer([])
        for _ in 0..<100 {
            if let client = try? LoopbackClient(port: port, timeout: 5) {
                client.send(request(pageTarget))
                answer = HTTPAnswer(client.readBytes())
                if answer.status == 200 { return answer }
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return answer
    }

    /// Runs `ribgraph serve arguments...` expecting it to end by itself: waits at most 20 s, then kills it
    /// and returns nil (a server that did not refuse).
    static func refusal(_ runner: RibgraphRunner, _ arguments: [String]) throws -> (status: Int32, stderr: String)? {
        let errors = runner.folder.appendingPathComponent(".refusal-\(UUID().uuidString).err")
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = try RibgraphRunner.binary()
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = runner.folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: SampleTraces.path("tictactoe")))
        try process.run()
        for _ in 0..<400 where process.isRunning { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        if process.terminationReason == .uncaughtSignal {
            throw KilledBySignal(
                command: ["ribgraph", "serve"] + arguments, signal: process.terminationStatus, standardError: stderr)
        }
        return (process.terminationStatus, stderr)
    }

    /// Kills it (SIGKILL: no chance to clean up, as in a crash) and waits for it to end.
    func kill() {
        if process.isRunning {
            sentSignal = SIGKILL
            _ = Foundation.kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// The signal this object sent the server, if any: its end by that signal is no crash.
    private var sentSignal: Int32?

    /// Waits at most `seconds` for it to end on its own; whether it did. An end by `signal` (one the test
    /// arranged, such as a kill injected into its writes) is no crash.
    func waitForEnd(seconds: Double, expecting signal: Int32) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else { return false }
        if process.terminationReason == .uncaughtSignal, process.terminationStatus == signal { sentSignal = signal }
        return true
    }

    /// Stops it (SIGTERM) and waits for it to end; a test fails when it had already died of a signal, or
    /// dies of another one than SIGTERM.
    func stop() {
        if process.isRunning {
            sentSignal = sentSignal ?? SIGTERM
            process.terminate()
        }
        process.waitUntilExit()
        guard process.terminationReason == .uncaughtSignal, process.terminationStatus != sentSignal else { return }
        XCTFail("ribgraph serve was \(Termination.describe(process)): \(standardError)")
    }

    deinit { stop() }
}
