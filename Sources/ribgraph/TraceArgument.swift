import ArgumentParser
import RibTrace

/// The one trace a subcommand reads, as every such subcommand names and describes it.
struct TraceArgument: ParsableArguments {
    @Argument(
        help: "The trace (ribgraph-trace JSON, a nested tree, or RIBsTreeViewerClient JSON); - reads standard input.")
    var trace: String

    /// The trace, strictly decoded within `limits`, known by its display name ("standard input" for `-`).
    func loaded(limits: InputLimits) throws -> LoadedTrace {
        try TraceDecoder(limits: limits).load(contentsOfFile: trace)
    }
}
