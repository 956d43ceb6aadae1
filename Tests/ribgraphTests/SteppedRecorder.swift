import Foundation
import RibGraphTestSupport

/// The live sample run step by step (`TicTacToeLive OUTPUT --stream URL SESSION --step-by-step`): each
/// ``next()`` lets it play one scripted step and returns the line it prints once the server holds the
/// step (`step N streamed`) or 5 s have passed (`step N not streamed`).
final class SteppedRecorder: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var printed = ""
    private var lines = 0

    /// Starts the sample in `runner`'s folder, writing `file` at the end and streaming to `url` as `session`.
    init(_ runner: RibgraphRunner, file: String, url: String, session: String) throws {
        process.executableURL = try RibgraphRunner.binary("TicTacToeLive")
        process.arguments = [file, "--stream", url, session, "--step-by-step"]
        process.currentDirectoryURL = runner.folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            guard let self else { return }
            lock.withLock { printed += text }
        }
        try process.run()
    }

    /// Stops reading its output, and stops it if a failed test left it waiting for a step.
    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
    }

    /// Everything it printed so far.
    var text: String { lock.withLock { printed } }

    /// The next line it prints, waiting at most 20 s (nil: none came).
    func nextLine() -> String? {
        for _ in 0..<400 {
            let all = text.split(separator: "\n", omittingEmptySubsequences: false)
            if all.count > lines + 1 {
                lines += 1
                return String(all[lines - 1])
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Lets it play the next step (after the first, which it plays at once).
    func proceed() {
        input.fileHandleForWriting.write(Data("\n".utf8))
    }

    /// Lets it play every step left and waits at most 60 s for it to end; its exit status (nil: it did not end).
    /// Throws ``KilledBySignal`` when a signal ended it.
    func finish() throws -> Int32? {
        for _ in 0..<20 { proceed() }
        for _ in 0..<1200 where process.isRunning { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        if process.terminationReason == .uncaughtSignal {
            throw KilledBySignal(
                command: ["TicTacToeLive"] + (process.arguments ?? []), signal: process.terminationStatus,
                standardError: text)
        }
        return process.terminationStatus
    }
}
