import ArgumentParser
import RibOutput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `ribgraph` command: draws, checks and compares RIB trees recorded from iOS apps.
@main
struct RibGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ribgraph",
        abstract: "Draw Uber RIBs trees (attach/detach history and Component-to-Dependency edges) with Graphviz.",
        discussion: """
            Every command that reads a trace reads standard input for -. No output ever replaces an input, \
            a failed run leaves existing files as they were, and every failed write is an error. \
            Exit status: 0 done; 64 usage; 65 bad input data; 66 input missing or unreadable; \
            70 internal or Graphviz failure; 73 output cannot be written.
            """,
        version: RibGraphVersion.current,
        subcommands: [
            SnapshotCommand.self, FramesCommand.self, CompareCommand.self, DiffCommand.self, CheckCommand.self,
            MetricsCommand.self, ScanCommand.self, ExplainCommand.self, InitCommand.self, LintCommand.self,
            ValidateCommand.self, ServeCommand.self, FlattenCommand.self,
        ]
    )

    static func main() {
        StandardStreams.protect()
        TemporaryFiles.removeOnInterrupt()
        // A closed pipe or an exceeded file-size limit must surface as a failed write (EPIPE, EFBIG) that
        // ribgraph reports and cleans up after, not as a signal that kills it mid-write.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch {
            exit(withError: reported(error, by: command))
        }
    }

    /// How the run that `command` failed with `error` ends. A ribgraph subcommand's own failures, whatever
    /// their type, are printed here as one `ribgraph: message` line and end with their exit status; the
    /// parser's (usage mistakes, help, `ExitCode`) go back to it, which prints them its own way.
    private static func reported(_ error: Error, by command: ParsableCommand) -> Error {
        let ours = configuration.subcommands.contains { ObjectIdentifier($0) == ObjectIdentifier(type(of: command)) }
        guard ours, !(error is CleanExit || error is ExitCode || error is ValidationError) else { return error }
        if error as? OutputError == .readerClosed(path: "standard output") {
            // The reader of standard output has what it wanted (`ribgraph metrics t.json | head -3`): end
            // quietly, the way every filter ends when its pipe closes.
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        FileHandleOutput.standardError("ribgraph: \(error)")
        return ExitCode(ExitStatus.of(error))
    }
}
