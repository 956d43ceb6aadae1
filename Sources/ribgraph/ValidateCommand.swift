import ArgumentParser
import RibTrace

extension ReplaySummary.Format: ExpressibleByArgument {}

/// `ribgraph validate TRACE`: decode strictly and replay every event.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a trace decodes and that every event replays.",
        discussion: "Prints a one-line summary on success (--format json: the counts and the tree at the end, "
            + "for scripts); errors name the file and the JSON path or event."
    )

    @OptionGroup var input: TraceArgument

    @Option(help: "text: one line; json: the counts and the attached RIBs with their parents, in pre-order.")
    var format: ReplaySummary.Format = .text

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func run() throws {
        let summary = try ReplaySummary(replaying: try input.loaded(limits: limits.limits))
        switch format {
        case .text: try FileHandleOutput.standardOutput(line: summary.text)
        case .json: try FileHandleOutput.standardOutput(try summary.json)
        }
    }
}
