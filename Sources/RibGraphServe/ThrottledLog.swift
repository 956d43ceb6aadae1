import Foundation

/// Lines for the person running `serve`, on standard error by default: each kind of repeated trouble (a
/// full connection table, descriptors running out) at most once per `interval`, with how many were left out.
final class ThrottledLog: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let interval: Duration
    private let lock = NSLock()
    private var last: [String: (time: ContinuousClock.Instant, skipped: Int)] = [:]

    /// A log that hands each line to `write`.
    init(interval: Duration = .seconds(5), write: @escaping @Sendable (String) -> Void) {
        self.interval = interval
        self.write = write
    }

    /// Writes `line` now.
    func log(_ line: String) {
        write(line)
    }

    /// Writes `line` unless a line of the same `kind` was written within the interval.
    func log(_ line: String, kind: String) {
        let now = ContinuousClock.now
        let skipped: Int? = lock.withLock {
            if let previous = last[kind], now - previous.time < interval {
                last[kind]?.skipped += 1
                return nil
            }
            let skipped = last[kind]?.skipped ?? 0
            last[kind] = (now, 0)
            return skipped
        }
        guard let skipped else { return }
        write(skipped > 0 ? "\(line) (\(skipped) more like it since the last such line)" : line)
    }
}
