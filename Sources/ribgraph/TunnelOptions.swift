import ArgumentParser
import RibAnalysis
import RibGraph
import RibTrace

/// `--tunnels`, `--property` and `--rules`: which tunnels `snapshot --dependencies tunnels` draws. Over the
/// limit, the limit is the rules file's `maxTunnel` (`--rules`, else the settings file's rules, else the
/// default 3), so the picture shows exactly what `check` reports.
struct TunnelOptions: ParsableArguments {
    /// `--tunnels`' values.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case overLimit = "over-limit"
        case all
    }

    @Option(
        help: """
            With --dependencies tunnels: over-limit (those check reports: longer than maxTunnel, not exempt) or all \
            (every value passed through a component). Default: over-limit.
            """)
    var tunnels: Choice?

    @Option(
        help: ArgumentHelp(
            "With --dependencies tunnels: only the tunnels of properties of this name.", valueName: "name"))
    var property: String?

    @Option(
        help: ArgumentHelp(
            """
            With --dependencies tunnels: the rules file whose maxTunnel and tunnelExemptions choose the tunnels over \
            the limit (default: the settings file's rules, else maxTunnel 3).
            """, valueName: "file"))
    var rules: String?

    @OptionGroup var config: ConfigOption

    /// Refuses these options when `dependencies` draws no tunnels, and `--rules` with `--tunnels all`: they would
    /// change nothing.
    func validate(dependencies: SnapshotOptions.Dependencies) throws {
        if tunnels == .all, rules != nil {
            throw ValidationError("--rules chooses the tunnels over its maxTunnel: --tunnels all draws every one")
        }
        guard dependencies != .tunnels else { return }
        if let given = [
            tunnels.map { _ in "--tunnels" }, property.map { _ in "--property" }, rules.map { _ in "--rules" },
        ]
        .compactMap({ $0 }).first {
            throw ValidationError("\(given) chooses tunnels: it applies to --dependencies tunnels only")
        }
    }

    /// `options` with the tunnels chosen, and the files read to choose them (the rules file, the settings
    /// file, within `limits`) for ``protectInputs(_:output:)``: read only to draw tunnels over the limit.
    func applied(to options: SnapshotOptions, limits: InputLimits) throws -> (
        options: SnapshotOptions, inputs: [String]
    ) {
        var options = options
        guard options.dependencies == .tunnels else { return (options, []) }
        options.property = property
        guard tunnels != .all else {
            options.tunnels = .all
            return (options, [])
        }
        let settings = rules == nil ? try config.load(limits: limits) : nil
        options.tunnels = .overLimit(
            try ConfigOption.rules(rules, settings: settings, limits: limits)?.set ?? .default)
        return (options, [rules, settings?.file].compactMap { $0 })
    }
}
