import ArgumentParser

/// The `ribgraph` command: draws, checks and compares RIB trees recorded from iOS apps.
@main
struct RibGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ribgraph",
        abstract: "Draw Uber RIBs trees (attach/detach history and Component-to-Dependency edges) with Graphviz.",
        discussion: """
            Exit status: 0 done; 64 usage; 65 bad input data; 66 input missing or unreadable; \
            70 internal or Graphviz failure; 73 output cannot be written.
            """,
        version: "0.1.0",
        subcommands: [SnapshotCommand.self, FramesCommand.self, CompareCommand.self, DiffCommand.self, CheckCommand.self, MetricsCommand.self, ScanCommand.self, ValidateCommand.self]
    )
}
