import RibAnalysis
import RibGraphScan
import RibTrace

/// Swift sources scanned and held to rules in one run, as `lint` and `init` do (`check` reads a trace).
struct ScannedCheck {
    /// The scan, with its files and warnings.
    var scan: SourceScanner.Result
    /// Every violation of the rules, before any baseline.
    var violations: [Violation]

    /// Scans `paths` within `limits` (progress and warnings on standard error) and checks the graph against `rules`.
    init(paths: [String], excludes: [String], app: String?, rules: RuleSet, limits: ScanLimits) throws {
        scan = try ReportedScan(paths: paths, excludes: excludes, app: app, limits: limits)
            .run(report: FileHandleOutput.standardError)
        let graph = RouteGraph(routesOf: scan.trace)
        let metrics = TreeMetrics(trace: scan.trace, tree: graph)
        violations = RuleChecker(rules: rules).check(trace: scan.trace, tree: graph, metrics: metrics)
    }
}
