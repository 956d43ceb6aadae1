import Dispatch

/// The repeating tick of a probe's background worker (``ContinuousTraceWriter``, ``TraceStreamer``): the one
/// timer it runs at a time, which any thread may replace or stop.
final class ProbeTicker: @unchecked Sendable {
    private let lock = ProbeLock()
    private var timer: DispatchSourceTimer?

    /// A timer that runs `handler` on `queue` every `interval` seconds (at least 0.05) from now, with a tenth
    /// of that as leeway; suspended until the caller has put it in place (``replace(with:)``) and resumes it.
    static func timer(on queue: DispatchQueue, every interval: Double, _ handler: @escaping () -> Void)
        -> DispatchSourceTimer
    {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let nanoseconds = Int(max(0.05, interval) * 1_000_000_000)
        timer.schedule(deadline: .now(), repeating: .nanoseconds(nanoseconds), leeway: .nanoseconds(nanoseconds / 10))
        timer.setEventHandler(handler: handler)
        return timer
    }

    /// Makes `timer` (nil: none) the one running and returns the one it replaces, for the caller to cancel.
    @discardableResult
    func replace(with timer: DispatchSourceTimer?) -> DispatchSourceTimer? {
        lock.withLock {
            defer { self.timer = timer }
            return self.timer
        }
    }
}
