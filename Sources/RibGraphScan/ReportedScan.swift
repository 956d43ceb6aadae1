import RibTrace

/// The scanning pipeline (``SourceScanner``) run for a person watching, as every ribgraph command that scans
/// runs it (`scan`, `lint`, `init`, `--source`): what to read, and the lines reported, progress, each warning
/// and a summary that counts the warnings by kind and says how long it took. The lines go to whoever runs it
/// (the command line writes them to standard error).
package struct ReportedScan {
    /// The Swift files and folders to read.
    package var paths: [String]
    /// Globs of files and folders left out.
    package var excludes: [String] = []
    /// Demo and example apps are scanned too, as modules of their own.
    package var includeDemos = false
    /// Symbolic links out of the scanned folders are followed.
    package var followLinks = false
    /// Only the summary line is reported: no progress, no warnings.
    package var quiet = false
    /// The trace's app name (default: the first path's last component).
    package var app: String?
    /// What a file and the whole scan may hold.
    package var limits: ScanLimits

    /// A scan of `paths`; the rest as the properties say.
    package init(
        paths: [String], excludes: [String] = [], includeDemos: Bool = false, followLinks: Bool = false,
        quiet: Bool = false, app: String?, limits: ScanLimits
    ) {
        self.paths = paths
        self.excludes = excludes
        self.includeDemos = includeDemos
        self.followLinks = followLinks
        self.quiet = quiet
        self.app = app
        self.limits = limits
    }

    /// Scans (``SourceScanner/scan(paths:excludes:includeDemos:followLinks:app:limits:progress:)``), handing
    /// `report` the progress and every warning unless ``quiet``, then the summary line with the time it took.
    package func run(report: (String) -> Void) throws -> SourceScanner.Result {
        let start = ContinuousClock.now
        let result = try SourceScanner.scan(
            paths: paths, excludes: excludes, includeDemos: includeDemos, followLinks: followLinks, app: app,
            limits: limits
        ) { line in
            if !quiet { report(line) }
        }
        if !quiet {
            for diagnostic in result.diagnostics { report("\(diagnostic)") }
        }
        let warnings = ScanDiagnostic.summary(of: result.diagnostics)
        report(
            "scan: \(result.fileCount) files, \(result.trace.ribs.count) RIBs, "
                + "\(result.trace.dependencies.count) dependency edges, \(result.unresolvedCount) unresolved properties, "
                + "in \(Int((ContinuousClock.now - start) / .milliseconds(1))) ms"
                + (warnings.isEmpty ? "" : "; warnings: \(warnings)"))
        return result
    }

    /// `loaded`, a recording, with the provenance the scan adds (each dependency property's provider, the
    /// routes, where each RIB is declared: `Trace.mergingProvenance(from:)`).
    package func merged(into loaded: LoadedTrace, report: (String) -> Void) throws -> LoadedTrace {
        loaded.with(trace: loaded.trace.mergingProvenance(from: try run(report: report).trace))
    }
}
