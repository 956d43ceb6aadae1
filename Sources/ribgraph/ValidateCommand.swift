import ArgumentParser
import RibTrace

/// `ribgraph validate TRACE`: decode strictly and replay every event.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a trace decodes and that every event replays.",
        discussion: "Prints a one-line summary on success; errors name the file and the JSON path or event."
    )

    @OptionGroup var input: TraceArgument

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func run() throws {
        let loaded = try input.loaded()
        let decoded = loaded.trace, file = loaded.source
        let tree = try TraceReplayer(trace: loaded).tree()
        if decoded.origin == .source {
            try FileHandleOutput.standardOutput(line: "\(file): ok: from source, \(decoded.ribs.count) RIB types, "
                + "\(decoded.routes.count) routes, \(tree.ribsOnCycles.count) on a cycle, \(decoded.dependencies.count) dependency edges")
        } else {
            try FileHandleOutput.standardOutput(line: "\(file): ok: \(decoded.ribs.count) RIBs, \(decoded.events.count) events, "
                + "\(tree.attachedCount) attached at the end, \(decoded.dependencies.count) dependency edges")
        }
    }
}
