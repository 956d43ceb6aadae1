import ArgumentParser
import RibTrace

/// `ribgraph validate TRACE`: decode strictly and replay every event.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a trace decodes and that every event replays.",
        discussion: "Prints a one-line summary on success; errors name the file and the JSON path or event."
    )

    @Argument(help: "The trace (ribgraph-trace JSON, a nested tree, or RIBsTreeViewerClient JSON).")
    var trace: String

    func run() throws {
        try reportingErrors {
            let decoded = try TraceDecoder().decode(contentsOfFile: trace)
            let tree = try TraceReplayer(trace: decoded, file: trace).tree()
            if decoded.origin == .source {
                let cycles = decoded.ribs.filter(\.isCycle).count
                print("\(trace): ok: from source, \(tree.attachedCount) RIBs can be attached (\(cycles) cut at a cycle), "
                      + "\(decoded.dependencies.count) dependency edges")
            } else {
                print("\(trace): ok: \(decoded.ribs.count) RIBs, \(decoded.events.count) events, "
                      + "\(tree.attachedCount) attached at the end, \(decoded.dependencies.count) dependency edges")
            }
        }
    }
}
