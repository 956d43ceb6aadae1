import Foundation

/// How a child process ended, in the words a failing test should show: a crash reads as the signal's name,
/// never as a bare number compared with 0.
public enum Termination {
    /// "exit status N", or "killed by SIGSEGV (signal 11, Segmentation fault)" for a process a signal ended.
    /// Call it only once `process` has ended.
    public static func describe(_ process: Process) -> String {
        process.terminationReason == .uncaughtSignal
            ? "killed by \(signalName(process.terminationStatus))" : "exit status \(process.terminationStatus)"
    }

    /// "SIGSEGV (signal 11, Segmentation fault)": the signal's constant, its number and the system's words.
    public static func signalName(_ signal: Int32) -> String {
        let words = strsignal(signal).map { String(cString: $0) } ?? "unknown signal"
        let constant = constants.first { $0.number == signal }?.name ?? "signal \(signal)"
        return "\(constant) (signal \(signal), \(words))"
    }

    /// The signals a crash, a trap or a stop ends a process with: Swift traps with SIGILL on Linux and SIGTRAP
    /// on Apple platforms.
    private static let constants: [(name: String, number: Int32)] = [
        ("SIGHUP", SIGHUP), ("SIGINT", SIGINT), ("SIGQUIT", SIGQUIT), ("SIGILL", SIGILL), ("SIGTRAP", SIGTRAP),
        ("SIGABRT", SIGABRT), ("SIGBUS", SIGBUS), ("SIGFPE", SIGFPE), ("SIGKILL", SIGKILL), ("SIGSEGV", SIGSEGV),
        ("SIGPIPE", SIGPIPE), ("SIGALRM", SIGALRM), ("SIGTERM", SIGTERM), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ),
    ]
}

/// A program a test ran ended by a signal the test did not send: a crash, reported as one.
public struct KilledBySignal: Error, CustomStringConvertible {
    /// The program and its arguments, as run.
    public var command: [String]
    /// The signal's number.
    public var signal: Int32
    /// What the program wrote to standard error before it died.
    public var standardError: String

    /// A run of `command` that `signal` ended after writing `standardError`.
    public init(command: [String], signal: Int32, standardError: String) {
        self.command = command
        self.signal = signal
        self.standardError = standardError
    }

    public var description: String {
        "\(command.joined(separator: " ")) was killed by \(Termination.signalName(signal))"
            + (standardError.isEmpty ? "" : "; it wrote to standard error:\n\(standardError)")
    }
}
