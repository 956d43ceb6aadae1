import Foundation
import RibGraphProbe
import TicTacToeFixture

// Plays the scripted TicTacToe session (RIBs tutorial 4) against the fixture app, records it with
// RibProbe exactly as an app would (observe after each navigation, children read through the one-line
// accessor), and writes the trace. Usage: TicTacToeLive [OUTPUT] (default samples/tictactoe/recorded.json).

/// One second per scripted step, so the recording is identical on every run.
final class StepClock: @unchecked Sendable {
    private var step: UInt64 = 0

    func advance() { step += 1 }

    var now: UInt64 { step * 1_000_000_000 }
}

let output = CommandLine.arguments.dropFirst().first ?? "samples/tictactoe/recorded.json"
let clock = StepClock()
let session = TicTacToeSession()
let probe = RibProbe(
    root: session.rootRouter,
    app: "TicTacToe (recorded)",
    configuration: .init(children: { ($0 as? Routing)?.children.map { $0 as AnyObject } }, clock: { clock.now })
)
session.play { step in
    clock.advance()
    probe.observe()
    FileHandle.standardError.write(Data("TicTacToeLive: \(step)\n".utf8))
}
do {
    try probe.write(to: URL(fileURLWithPath: output))
    let trace = probe.export()
    print("wrote \(output): \(trace.ribs.count) RIBs, \(trace.events.count) events, \(trace.dependencies.count) dependency edges")
} catch {
    FileHandle.standardError.write(Data("TicTacToeLive: \(output): \(error)\n".utf8))
    exit(73)
}
