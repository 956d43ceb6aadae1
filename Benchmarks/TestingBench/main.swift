import Foundation
import RibGraphTesting

// The first question a test asks RibGraphTesting, scan included, and the same question again in the same
// process (answered from the kept scan). `make bench` runs it on the 5,000-file app it scans.
//
//     TestingBench FOLDER     prints "testing: first query N ms (scan included), again M ms; …" on standard error

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: TestingBench FOLDER\n".utf8))
    exit(64)
}
let folder = CommandLine.arguments[1]

/// What a rule asks first: every reused RIB type and the longest tunnel, from a scan of `folder`.
func firstQuery() throws -> (ribs: Int, reused: Int, tunnel: Int) {
    let app = try RIBApp.scan([folder], settings: .none)
    return (app.ribs.count, app.ribs.reused.count, app.dependencies.map(\.tunnel.count).max() ?? 0)
}

do {
    let clock = ContinuousClock()
    var answer = (ribs: 0, reused: 0, tunnel: 0)
    let first = try clock.measure { answer = try firstQuery() }
    let again = try clock.measure { answer = try firstQuery() }
    func milliseconds(_ duration: Duration) -> Int { Int(duration / .milliseconds(1)) }
    FileHandle.standardError.write(
        Data(
            ("testing: first query \(milliseconds(first)) ms (scan included), again \(milliseconds(again)) ms; "
                + "\(answer.ribs) RIB types, \(answer.reused) reused, longest tunnel \(answer.tunnel)\n").utf8))
} catch {
    FileHandle.standardError.write(Data("testing: \(error)\n".utf8))
    exit(1)
}
