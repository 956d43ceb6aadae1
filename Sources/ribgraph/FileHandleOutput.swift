#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RibGraph

/// Messages for people go to standard error, so standard output stays clean for `-o -`.
enum FileHandleOutput {
    /// Writes `text` to standard error. A closed standard error loses the message but never stops the run.
    static func standardError(_ text: String) {
        try? AtomicFileWriter.writeAll(Array(text.utf8), to: STDERR_FILENO, reportedAs: "standard error")
    }

    /// Writes a report to standard output; a failed write (a full disk, a closed pipe) is an error.
    static func standardOutput(_ text: String) throws {
        try AtomicFileWriter.write(Array(text.utf8), to: "-")
    }

    /// Reports `messages` about the input (each a complete sentence naming its file) as warnings, each once.
    static func inputWarnings(_ messages: [String]) {
        var seen = Set<String>()
        for message in messages where seen.insert(message).inserted {
            standardError("ribgraph: warning: \(message)\n")
        }
    }

    /// Reports Graphviz's messages about drawing `output` as ribgraph warnings, each once.
    static func warnings(_ messages: [String], output: String) {
        var seen = Set<String>()
        for message in messages where seen.insert(message).inserted {
            standardError("ribgraph: warning: \(GraphvizWarning.explain(message, output: output))\n")
        }
    }
}
