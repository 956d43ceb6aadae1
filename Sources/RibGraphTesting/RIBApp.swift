import Foundation
import RibAnalysis
import RibGraphScan
import RibTrace

/// An app's RIBs as its Swift sources declare them, scanned once per test process, to hold the architecture to
/// rules written as tests:
///
/// ```swift
/// let app = try RIBApp.scan(["App"])
/// app.ribs.reused.expect("a RIB two parents attach is a leaf") { $0.isLeaf }
/// try app.expectRules()
/// ```
///
/// The scan is the one `ribgraph scan` and `ribgraph check` run, with the settings file's paths, excludes, rules
/// and baseline, so that the tests and the command line never disagree.
public final class RIBApp: Sendable {
    let scanned: ScannedApp
    /// The settings the scan read (`.ribgraph.yml`), if any.
    let settings: ProjectConfig?
    /// The folder the scan ran in: the settings' and the sources' relative paths start there.
    let folder: String
    private let checked = CheckedRules()

    /// The trace's app name: the settings' `app`, else the first scanned folder's name.
    public var name: String { scanned.trace.app ?? "" }
    /// Every RIB type, in the scan's order.
    public var ribs: RIBTypes { RIBTypes(app: scanned, members: Array(scanned.trace.ribs.indices)) }
    /// Every route: each parent's way to each child it can attach, with how it shows it.
    public var routes: [RIBRoute] { scanned.trace.routes.indices.map { RIBRoute(app: scanned, index: $0) } }
    /// Every property every Dependency requires, once per parent that attaches its RIB, with who provides it.
    public var dependencies: [RIBDependencyProperty] { RIBDependencyProperty.all(in: scanned) }
    /// The metrics `ribgraph metrics` reports for the scan: size, depth, fan-out, routing, tunnels.
    public var metrics: RIBMetrics { scanned.metrics }
    /// The Swift files the scan read, as the scan spelled them (none for ``load(trace:)``'s).
    public let files: [String]
    /// The scan's warnings (files left out, builders it could not follow), one line each.
    public let warnings: [String]

    init(trace: Trace, files: [String], warnings: [String], settings: ProjectConfig?, folder: String) throws {
        scanned = try ScannedApp(trace: trace, folder: folder)
        self.settings = settings
        self.folder = folder
        self.files = files
        self.warnings = warnings
    }

    /// The app as a trace `ribgraph scan -o FILE` wrote it, such as a scan of the base branch, to compare this
    /// change's app with (its tunnels, its routes). Not kept: each call reads the file. Throws the trace's
    /// `InputError`, and `InputError` for a recording, which has no RIB types to ask about.
    public static func load(trace file: String) throws -> RIBApp {
        let loaded = try TraceDecoder().load(contentsOfFile: file)
        guard loaded.trace.origin == .source else {
            throw InputError(
                file: file, place: .document, reason: "a recording, not a scan: write one with ribgraph scan")
        }
        return try RIBApp(
            trace: loaded.trace, files: [], warnings: [], settings: nil,
            folder: FileManager.default.currentDirectoryPath)
    }

    /// The RIB type named (or with the id) `name`, if the app has one.
    public func rib(_ name: String) -> RIBType? { ribs.named(name) }

    /// Every violation of `ribgraph check`'s rules (the settings' `rules`, else the defaults), found once and kept.
    public var allViolations: [RuleViolation] { checked.violations(of: scanned, rules: settings?.rules ?? .default) }

    /// The violations that count: those the settings' baseline does not hold, as `ribgraph check` reports them.
    /// Throws the baseline's `InputError` when it cannot be read, or holds tree paths where a scan needs RIB types.
    public func violations() throws -> [RuleViolation] {
        guard let file = settings?.baseline else { return allViolations }
        let baseline = try Baseline.load(contentsOfFile: file)
        try baseline.requireGraphKeys(
            file: file, rewrite: "ribgraph scan -o app.json && ribgraph check app.json --write-baseline \(file)")
        return CheckResult(violations: allViolations, baseline: baseline).new
    }

    /// Runs `ribgraph check`'s rules from a test: records one failure per violation that counts
    /// (``violations()``) at the declaration to fix, `[rule] where: what`, and returns them. Throws when the
    /// baseline cannot be read.
    @discardableResult
    public func expectRules(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) throws -> [RuleViolation] {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let counted = try violations()
        for violation in counted {
            let place = ScannedApp.declaration(violation.declaredIn, folder: folder)
            ExpectationRecorder.record(
                "[\(violation.rule.rawValue)] \(violation.location): \(violation.what)", file: place?.absolutePath,
                line: place?.line, caller: caller)
        }
        return counted
    }

    /// What changed from `base`, an earlier scan (of another checkout, say), to this app.
    public func diff(from base: RIBApp) throws -> RIBDiff {
        try RIBDiff(base: base.scanned.trace, head: scanned.trace)
    }

    /// What changed from the trace in `file` (`ribgraph scan -o base.json` of an earlier revision) to this app.
    /// Throws the trace's `InputError`.
    public func diff(fromTrace file: String) throws -> RIBDiff {
        try RIBDiff(base: TraceDecoder().load(contentsOfFile: file).trace, head: scanned.trace)
    }
}

/// `ribgraph metrics`' figures for the scanned app.
public typealias RIBMetrics = TreeMetrics
/// One broken rule of `ribgraph check`: the rule, the RIB type or route, what is wrong and the declaration to fix.
public typealias RuleViolation = Violation
