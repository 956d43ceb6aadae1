import ArgumentParser
import RibGraph

/// `--focus` and `--depth`: which part of the tree every subcommand that draws it shows. Applied by the
/// library's one filter (``SnapshotOptions/focus``, ``SnapshotOptions/depth``).
struct FocusOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Draw only this RIB's subtree and its path to the root (a RIB id or name).", valueName: "rib"))
    var focus: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Collapse RIBs more than N levels below a root into a \"+k more\" node (N ≥ 0).", valueName: "n"))
    var depth: Int?

    func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth N: N must be 0 or more, not \(depth)") }
    }

    /// Whether either option was given.
    var isSet: Bool { focus != nil || depth != nil }

    /// `options` with the focus and depth set.
    func applied(to options: SnapshotOptions) -> SnapshotOptions {
        var options = options
        options.focus = focus
        options.depth = depth
        return options
    }
}
