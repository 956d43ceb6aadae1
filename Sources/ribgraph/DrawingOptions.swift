import ArgumentParser
import RibGraph

/// `--direction` and `--dependencies`: how every subcommand that draws trees lays them out and which
/// dependency edges it draws.
struct DrawingOptions: ParsableArguments {
    @Option(help: "TB (top to bottom) or LR (left to right).")
    var direction: LayoutDirection = .topToBottom

    @Option(help: "none, edges (one per Dependency protocol) or properties (with each property's provider).")
    var dependencies: SnapshotOptions.Dependencies = .edges

    /// Snapshot options with these two set and every other one at its default.
    var options: SnapshotOptions { SnapshotOptions(direction: direction, dependencies: dependencies) }
}
