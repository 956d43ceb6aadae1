import Foundation

/// Runs one piece of work on a thread with ``FileReaderPool/stackBytes`` of stack and waits for it at most a
/// given time: what reads a manifest while the folders are walked, under the same parse-time limit as a Swift
/// file. SwiftParser cannot be stopped, so work over its time is abandoned, not killed: it finishes (or the
/// process ends) on its own, and its result is dropped.
enum DeadlineThread {
    private final class Slot<Value>: @unchecked Sendable {
        let condition = NSCondition()
        var value: Value?
    }

    /// What `work` returns, or nil when it takes longer than `seconds`.
    static func run<Value>(seconds: Double, _ work: @escaping @Sendable () -> Value) -> Value? {
        let slot = Slot<Value>()
        let thread = Thread {
            let value = work()
            slot.condition.lock()
            slot.value = value
            slot.condition.signal()
            slot.condition.unlock()
        }
        thread.stackSize = FileReaderPool.stackBytes
        let deadline = Date().addingTimeInterval(seconds)
        slot.condition.lock()
        defer { slot.condition.unlock() }
        thread.start()
        while slot.value == nil, slot.condition.wait(until: deadline) {}
        return slot.value
    }
}
