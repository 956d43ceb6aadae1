import ArgumentParser
import RibTrace

/// The one trace a subcommand reads, as every such subcommand names and describes it.
struct TraceArgument: ParsableArguments {
    @Argument(help: "The trace (ribgraph-trace JSON, a nested tree, or RIBsTreeViewerClient JSON); - reads standard input.")
    var trace: String

    /// How messages name the trace: "standard input" for `-`.
    var file: String { InputFile.displayName(trace) }

    /// The trace, strictly decoded.
    func decoded() throws -> Trace {
        try TraceDecoder().decode(contentsOfFile: trace)
    }
}
