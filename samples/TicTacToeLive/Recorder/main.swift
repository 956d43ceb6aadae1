import Foundation
import RibGraphProbe
import RibTrace
import TicTacToeFixture

// Plays the scripted TicTacToe session (RIBs tutorial 4) against the fixture app, records it with
// RibProbe exactly as an app would (observe after each navigation, children read through the one-line
// accessor), and writes the trace. Usage: TicTacToeLive [OUTPUT] [--stream URL SESSION [--step-by-step]]
// (default output samples/tictactoe/recorded.json). With --stream it also streams the same session to
// `ribgraph serve --listen` (the address it printed) as SESSION; with --step-by-step it prints
// `step N streamed|not streamed` after each step once the server holds it (or 5 s passed), then waits
// for a line on standard input before the next step.

/// One second per scripted step, so the recording is identical on every run.
final class StepClock: @unchecked Sendable {
    private var step: UInt64 = 0

    func advance() { step += 1 }

    var now: UInt64 { step * 1_000_000_000 }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let output = arguments.first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? "samples/tictactoe/recorded.json"
let streamIndex = arguments.firstIndex(of: "--stream")
let stream = streamIndex.flatMap {
    $0 + 2 < arguments.count ? (URL(string: arguments[$0 + 1]), arguments[$0 + 2]) : nil
}
let stepByStep = arguments.contains("--step-by-step")
let clock = StepClock()
let session = TicTacToeSession()
let probe = RibProbe(
    root: session.rootRouter,
    app: "TicTacToe (recorded)",
    configuration: .init(children: { ($0 as? Routing)?.children.map { $0 as AnyObject } }, clock: { clock.now })
)
if let (server, name) = stream, let server {
    probe.stream(to: server, session: name, every: 0.1)
}
var steps = 0
session.play { step in
    clock.advance()
    probe.observe()
    FileHandle.standardError.write(Data("TicTacToeLive: \(step)\n".utf8))
    if stepByStep {
        steps += 1
        // Written unbuffered: the test reading it waits for this line before it lets the next step play.
        FileHandle.standardOutput.write(
            Data("step \(steps) \(probe.flushStream(within: 5) ? "streamed" : "not streamed")\n".utf8))
        _ = readLine()
    }
}
if stream != nil {
    let flushed = probe.stopStreaming(flushingWithin: 10)
    let status = probe.streamStatus
    print(
        "streamed: \(flushed ? "all" : "not all"), \(status.posts) posts, \(status.droppedEvents) events dropped from the queue"
    )
}
do {
    try probe.write(to: URL(fileURLWithPath: output))
    let trace = probe.export()
    print(
        "wrote \(output): \(trace.ribs.count) RIBs, \(trace.events.count) events, \(trace.dependencies.count) dependency edges"
    )
} catch {
    FileHandle.standardError.write(Data("TicTacToeLive: \(output): \(error)\n".utf8))
    exit(73)
}
