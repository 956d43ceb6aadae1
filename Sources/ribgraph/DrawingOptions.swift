import ArgumentParser
import RibGraph

/// `--direction`, `--dependencies` and `--max-ribs`: how every subcommand that draws trees lays them out,
/// which dependency edges it draws, and how many RIBs at most.
struct DrawingOptions: ParsableArguments {
    @Option(help: "auto (from the tree's shape), TB (top to bottom) or LR (left to right).")
    var direction: LayoutDirection = .automatic

    @Option(
        help: """
            none, edges (one per Dependency whose provider is not the RIB's parent), properties (those, with each \
            property's provider), all (every Dependency, with properties) or, in a snapshot's picture, tunnels \
            (where each tunnelled value is created and which RIBs pass it on; see --tunnels).
            """)
    var dependencies: SnapshotOptions.Dependencies = .edges

    @Option(
        name: .customLong("max-ribs"),
        help: ArgumentHelp(
            "The most RIBs a picture draws (default: \(SnapshotOptions.defaultMaxRIBs)); more is an error (64).",
            valueName: "n"))
    var maxRIBs: Int?

    func validate() throws {
        if let maxRIBs, maxRIBs < 1 { throw ValidationError("--max-ribs N: N must be 1 or more, not \(maxRIBs)") }
    }

    /// Refuses `--dependencies tunnels` in `command`, which does not draw it: only a snapshot's picture does.
    func refuseTunnels(in command: String) throws {
        if dependencies == .tunnels {
            throw ValidationError("--dependencies tunnels is drawn by ribgraph snapshot's pictures, not by \(command)")
        }
    }

    /// Snapshot options with these set and every other one at its default.
    var options: SnapshotOptions {
        var options = SnapshotOptions(direction: direction, dependencies: dependencies)
        options.maxRIBs = maxRIBs ?? SnapshotOptions.defaultMaxRIBs
        return options
    }
}
