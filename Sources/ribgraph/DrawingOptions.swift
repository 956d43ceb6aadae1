import ArgumentParser
import RibGraph

/// `--direction` and `--dependencies`: how every subcommand that draws trees lays them out and which
/// dependency edges it draws.
struct DrawingOptions: ParsableArguments {
    @Option(help: "auto (from the tree's shape), TB (top to bottom) or LR (left to right).")
    var direction: LayoutDirection = .automatic

    @Option(help: """
        none, edges (one per Dependency whose provider is not the RIB's parent), properties (those, with each \
        property's provider) or all (every Dependency, with properties).
        """)
    var dependencies: SnapshotOptions.Dependencies = .edges

    /// Snapshot options with these two set and every other one at its default.
    var options: SnapshotOptions { SnapshotOptions(direction: direction, dependencies: dependencies) }
}
