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

    /// `trace` with the scan's provenance merged in, or `trace` itself without `--source`.
    func merged(into loaded: LoadedTrace) throws -> LoadedTrace {
        guard !sources.isEmpty else { return loaded }
        let trace = loaded.trace
        return loaded.with(
            trace: trace.mergingProvenance(from: try Self.scan(sources, excludes: excludes, app: trace.app).trace))
    }

    /// Scans `paths`, printing progress, every warning (unless `quiet`) and a summary that counts the
    /// warnings by kind on standard error.
    static func scan(
        _ paths: [String], excludes: [String], includeDemos: Bool = false, followLinks: Bool = false,
        quiet: Bool = false, app: String?, limits: ScanLimits = .standard
    ) throws -> SourceScanner.Result {
        let start = ContinuousClock.now
        let result = try SourceScanner.scan(
            paths: paths, excludes: excludes, includeDemos: includeDemos, followLinks: followLinks, app: app,
            limits: limits
        ) { line in
            if !quiet { FileHandleOutput.standardError(line) }
        }
        if !quiet {
            for diagnostic in result.diagnostics { FileHandleOutput.standardError("\(diagnostic)") }
        }
        let warnings = ScanDiagnostic.summary(of: result.diagnostics)
        FileHandleOutput.standardError(
            "scan: \(result.fileCount) files, \(result.trace.ribs.count) RIBs, "
                + "\(result.trace.dependencies.count) dependency edges, \(result.unresolvedCount) unresolved properties, "
                + "in \(Int((ContinuousClock.now - start) / .milliseconds(1))) ms"
                + (warnings.isEmpty ? "" : "; warnings: \(warnings)"))
        return result
    }
}
