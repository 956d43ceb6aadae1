import Dispatch
import Foundation

// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

/// Writes a probe's trace to one file again and again while it changes, from a background queue: the
/// live view's feed (`ribgraph serve` reloads the file when it changes).
///
/// The cost on the app's threads is bounded: each tick holds the probe's lock only to copy what changed
/// since the last write (the new events, the RIB list and what discovery found, copy-on-write); turning
/// events into the trace, encoding and writing happen on the writer's queue. A tick with nothing new
/// writes nothing. Files are replaced atomically (a temporary file renamed over the old one), so a
/// reader never sees half a trace.
final class ContinuousTraceWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "ribgraph.probe.writer", qos: .utility)
    private let ticker = ProbeTicker()
    // Only touched on `queue`.
    private var written: ProbeCore.Revision?
    private var events: [TraceEvent] = []
    private(set) var writes = 0

    /// Starts writing `probe`'s trace to `url` every `interval` seconds (at least 0.05), replacing a
    /// previous schedule.
    func start(_ probe: RibProbe, to url: URL, every interval: Double) {
        let timer = ProbeTicker.timer(on: queue, every: interval) { [weak self, weak probe] in
            guard let self, let probe else { return }
            self.tick(probe, url: url)
        }
        ticker.replace(with: timer)?.cancel()
        queue.async {
            self.written = nil
            self.events = []
        }
        timer.resume()
    }

    /// Stops writing after the tick under way, if any; the file keeps its last complete version.
    func stop() {
        ticker.replace(with: nil)?.cancel()
    }

    /// Runs `body` on the writer's queue after the ticks scheduled so far (for tests and `flush`).
    func sync<T>(_ body: () -> T) -> T { queue.sync(execute: body) }

    private func tick(_ probe: RibProbe, url: URL) {
        guard let (revision, trace) = probe.changes(since: written, eventsKept: events.count) else { return }
        events += trace.events
        var whole = trace
        whole.events = events
        // A write that fails leaves `written` as it was, so the next tick writes again.
        guard (try? Data(TraceEncoder.encode(whole)).write(to: url, options: .atomic)) != nil else { return }
        written = revision
        writes += 1
    }
}
