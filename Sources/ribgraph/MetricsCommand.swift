import ArgumentParser
import RibAnalysis
import RibTrace

extension ReportFormat: ExpressibleByArgument {}

/// `ribgraph metrics TRACE`: numbers about the tree at one event and about the trace's history.
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Measure the RIB tree at one event: size, depth, fan-out, routing and dependency tunnels.",
        discussion: """
            Prints to standard output: text (an aligned table), json (see docs/metrics.md) or markdown (a table \
            for a pull request). The trace section covers the events up to and including --at.
            """
    )

    @OptionGroup var input: TraceArgument

    @Option(
        help: ArgumentHelp(
            "Measure the tree after the event with this seq (default: the last event).", valueName: "seq"))
    var at: Int?

    @Option(help: "text, json or markdown.")
    var format: ReportFormat = .text

    @OptionGroup var timing: VerboseOption

    @OptionGroup(title: "Provenance from source")
    var source: SourceOptions

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func run() throws {
        var clock = timing.clock
        let loaded = try source.merged(into: input.loaded(limits: limits.limits))
        let file = loaded.source
        clock.lap(source.sources.isEmpty ? "decode" : "decode and scan")
        let report = try MetricsReport(trace: loaded, at: at)
        clock.lap("replay and metrics")
        FileHandleOutput.inputWarnings(report.tree.dependencies.warnings(file: file))
        let text = try report.rendered(as: format)
        clock.lap("format")
        try FileHandleOutput.standardOutput(text)
        clock.lap("write")
    }
}
