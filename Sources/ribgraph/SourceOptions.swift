import ArgumentParser
import RibGraphScan
import RibTrace

/// `--source PATH` (repeatable) and `--exclude GLOB`: Swift sources whose scan adds what a recording cannot
/// see (each dependency property's provider, the routes, where each RIB is declared) to a recorded trace.
struct SourceOptions: ParsableArguments {
    @Option(
        name: .customLong("source"),
        help: ArgumentHelp(
            "Scan these Swift sources (files or folders, repeatable) and add their dependency provenance "
                + "to the recorded trace: the live tree, with each property's provider.", valueName: "path"))
    var sources: [String] = []

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp(
            "With --source: leave out files and folders matching this glob (repeatable).", valueName: "glob"))
    var excludes: [String] = []

    /// `loaded` with the scan's provenance merged in, or `loaded` itself without `--source`.
    func merged(into loaded: LoadedTrace) throws -> LoadedTrace {
        guard !sources.isEmpty else { return loaded }
        return try ReportedScan(paths: sources, excludes: excludes, app: loaded.trace.app, limits: .standard)
            .merged(into: loaded, report: FileHandleOutput.standardError)
    }
}
