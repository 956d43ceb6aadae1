import Foundation

/// Runs one piece of work on a thread with ``FileReaderPool/stackBytes`` of stack and waits for it at most a
/// given time: what reads a manifest while the folders are walked, under the same parse-time limit as a Swift
/// file. The work is handed the ``Deadline`` and stops itself once it is past (the manifest readers check it
/// at every helper they expand), so that work over its time frees its thread and stack soon after; only
/// SwiftParser itself cannot be stopped, and its limits on nesting keep it short.
enum DeadlineThread {
    /// How a run ended.
    enum Outcome<Value> {
        case finished(Value)
        /// The work took longer than its time; its result, if it ever comes, is dropped.
        case overTime
        /// No thread could be started for it.
        case refused(StackThread.Refusal)
    }

    private final class Slot<Value>: @unchecked Sendable {
        let condition = NSCondition()
        var value: Value?
    }

    /// What `work` returns, or why there is nothing: it took longer than `seconds`, or no thread started.
    static func run<Value>(seconds: Double, _ work: @escaping @Sendable (Deadline) -> Value) -> Outcome<Value> {
        let slot = Slot<Value>()
        let deadline = Deadline(seconds: seconds)
        slot.condition.lock()
        defer { slot.condition.unlock() }
        do {
            try StackThread.start(stackBytes: FileReaderPool.stackBytes) {
                let value = work(deadline)
                slot.condition.lock()
                slot.value = value
                slot.condition.signal()
                slot.condition.unlock()
            }
        } catch {
            return .refused(error)
        }
        let end = Date().addingTimeInterval(seconds)
        while slot.value == nil, slot.condition.wait(until: end) {}
        return slot.value.map { Outcome.finished($0) } ?? .overTime
    }
}

/// When a piece of work given ``ScanLimits/parseSeconds`` is over its time. Readers that can stop check it
/// as they go; a thread given up on then ends on its own instead of keeping its stack (issue 41: six
/// abandoned manifest readers filled a 4 GiB address space, and the scan waited on without a word).
struct Deadline: Sendable {
    private let end: ContinuousClock.Instant

    /// `seconds` from now.
    init(seconds: Double) {
        end = .now + .milliseconds(Int(seconds * 1000))
    }

    /// Whether the time is up.
    var isPast: Bool { ContinuousClock.now >= end }
}
