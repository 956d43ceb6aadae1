import Foundation
import RibTrace

/// Reads Swift files in parallel, each on a thread with a stack deep enough for whatever ``ScanLimits``
/// let through (dispatch's worker threads have 512 KiB, which a debug parser exhausts at 20 levels), and
/// each within ``ScanLimits/parseSeconds``: a file over its time is left out with a warning and the scan
/// goes on without it. SwiftParser cannot be stopped, so its thread is abandoned, not killed: it finishes
/// (or the process ends) on its own, and a fresh thread takes its place. When the system starts no thread
/// at all (a memory limit leaves no room for another stack), the files no thread took are left out with a
/// warning saying so, instead of waited for.
final class FileReaderPool: @unchecked Sendable {
    /// Room for the parser's recursion in a debug build at the deepest nesting a flag allows; pages are
    /// only mapped as the recursion touches them.
    static let stackBytes = 512 << 20

    private let files: [SourceFile]
    private let limits: ScanLimits
    private let condition = NSCondition()
    private var next = 0
    private var results: [FileFacts?]
    private var finished = 0
    /// Files being read, with when their reading started.
    private var started: [Int: ContinuousClock.Instant] = [:]
    /// Workers reading or about to take a file, not counting those whose file was given up on.
    private var active = 0
    /// Why the last worker that should have started did not.
    private var refusal: StackThread.Refusal?

    /// Reads `files` and returns what each says, in their order.
    static func read(_ files: [SourceFile], limits: ScanLimits) -> [FileFacts] {
        FileReaderPool(files: files, limits: limits).run()
    }

    private init(files: [SourceFile], limits: ScanLimits) {
        self.files = files
        self.limits = limits
        results = Array(repeating: nil, count: files.count)
    }

    private func run() -> [FileFacts] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        let budget = Duration.milliseconds(Int(limits.parseSeconds * 1000))
        condition.lock()
        for _ in 0..<workers { startWorker() }
        while finished < files.count {
            if active == 0, let refusal {
                leaveOutUnread(refusal)
                break
            }
            _ = condition.wait(until: Date().addingTimeInterval(0.05))
            let now = ContinuousClock.now
            for (number, start) in started where now - start > budget {
                started[number] = nil
                results[number] = FileFacts.leftOut(files[number], line: 1, reason: ParseBudget.tooSlow(limits))
                finished += 1
                active -= 1
                startWorker()
            }
        }
        condition.unlock()
        return results.map { $0! }
    }

    /// Starts a worker; when none starts, remembers why (the waiting loop then ends once no worker is
    /// active). Called with `condition` locked.
    private func startWorker() {
        do {
            try StackThread.start(stackBytes: Self.stackBytes) { [self] in work() }
            active += 1
        } catch {
            refusal = error
        }
    }

    /// Leaves out, with `refusal`'s reason, every file no worker took. Called with `condition` locked.
    private func leaveOutUnread(_ refusal: StackThread.Refusal) {
        while next < files.count {
            results[next] = FileFacts.leftOut(files[next], line: 1, reason: refusal.reason)
            next += 1
            finished += 1
        }
    }

    /// Takes files until none is left, or until the file it read was given up on (a fresh worker took over).
    private func work() {
        while true {
            condition.lock()
            guard next < files.count else {
                active -= 1
                condition.signal()
                condition.unlock()
                return
            }
            let number = next
            next += 1
            started[number] = .now
            condition.unlock()
            let facts = Self.read(files[number], limits: limits)
            condition.lock()
            let abandoned = started.removeValue(forKey: number) == nil
            if !abandoned {
                results[number] = facts
                finished += 1
            }
            condition.signal()
            condition.unlock()
            if abandoned { return }
        }
    }

    private static func read(_ file: SourceFile, limits: ScanLimits) -> FileFacts {
        let data: Data
        do {
            data = try InputFile.contents(
                of: file.path, kind: "a Swift file",
                limits: InputLimits(maxBytes: limits.maxFileBytes, maxStringBytes: .max))
        } catch  where error.kind == .badData {
            return .leftOut(
                file, line: 1,
                reason: "it is larger than the \(ByteCount(limits.maxFileBytes)) a scan reads "
                    + "(raise it with --max-file-size)")
        } catch {
            return .leftOut(file, line: 1, reason: "it cannot be read: \(error.reason)")
        }
        return DeclarationReader.read(
            source: [UInt8](data), path: file.path, module: file.module, mode: file.languageMode,
            limits: limits)
    }
}
