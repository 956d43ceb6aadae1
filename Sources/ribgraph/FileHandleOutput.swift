import RibAnalysis
import RibOutput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages for people go to standard error, so standard output stays clean for `-o -`.
enum FileHandleOutput {
    /// Writes `line` and a line break to standard error, as terminal text (``TerminalText/wholeLine(_:)``):
    /// the names a message quotes can neither break it into lines, nor control the terminal, nor make it a CI
    /// runner's command. A closed standard error loses the message but never stops the run.
    static func standardError(_ line: String) {
        try? AtomicFileWriter.writeAll(
            Array((TerminalText.wholeLine(line) + "\n").utf8), to: STDERR_FILENO, reportedAs: "standard error")
    }

    /// Writes a report to standard output; a failed write (a full disk, a closed pipe) is an error. The
    /// report is written as it is: each format escapes what it holds (a text report with ``TerminalText``).
    static func standardOutput(_ text: String) throws {
        try AtomicFileWriter.write(Array(text.utf8), to: "-")
    }

    /// Reports `messages` about the input (each a complete sentence naming its file) as warnings, each once.
    static func inputWarnings(_ messages: [String]) {
        var seen = Set<String>()
        for message in messages where seen.insert(message).inserted {
            standardError("ribgraph: warning: \(message)")
        }
    }

    /// Writes `line` and a line break to standard output as terminal text, as ``standardError(_:)`` does.
    static func standardOutput(line: String) throws {
        try standardOutput(TerminalText.wholeLine(line) + "\n")
    }

    /// Reports what making `output` warned about (Graphviz's messages, text no font draws), each once.
    static func warnings(_ warnings: [OutputWarning], output: String) {
        var seen = Set<OutputWarning>()
        for warning in warnings where seen.insert(warning).inserted {
            standardError("ribgraph: warning: \(warning.message(output: output))")
        }
    }

    /// Reports `rendered`'s warnings, then writes its bytes to `path` (`-` is standard output) atomically.
    static func write(_ rendered: RenderedOutput, to path: String) throws {
        warnings(rendered.warnings, output: path)
        try AtomicFileWriter.write(rendered.bytes, to: path)
    }
}
