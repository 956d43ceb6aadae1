import ArgumentParser
import Foundation
import RibAnalysis
import RibGraphScan
import RibOutput
import RibTrace

/// `ribgraph init [PATH...]`: a commented `.ribgraph.yml` for the app in the current folder, with the
/// default rules and a baseline of what the app breaks today, so that `ribgraph check` passes from the
/// start and fails on what gets worse.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract:
            "Write a commented .ribgraph.yml here: what to scan, the rules, and a baseline of what the app breaks today.",
        discussion: """
            Scans the paths (default: the current folder), checks the graph against the default rules, and \
            writes .ribgraph.yml and, when a rule is broken, the baseline that accepts today's violations, so that \
            `ribgraph check` passes now and fails on any new violation. Refuses to replace an existing \
            .ribgraph.yml unless --force. Exit status: 0 written; 64 usage (or the file exists); 65 no RIB found; \
            66 a path missing; 73 a file cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The Swift folders to scan (default: .).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var excluded: ExcludeOption

    @Option(help: ArgumentHelp("The app's name (default: the current folder's name).", valueName: "name"))
    var app: String?

    @Option(help: ArgumentHelp("Where to write the baseline.", valueName: "file"))
    var baseline = "ribgraph-baseline.json"

    @Flag(help: "Replace an existing .ribgraph.yml.")
    var force = false

    func run() throws {
        let file = ProjectConfig.fileName
        if !force, FileManager.default.fileExists(atPath: file) {
            throw ValidationError("\(file) exists; --force replaces it.")
        }
        let paths = self.paths.isEmpty ? ["."] : self.paths
        let name = app ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
        let checked = try ScannedCheck(
            paths: paths, excludes: excluded.globs, app: name, rules: .default, limits: .standard)
        let violations = checked.violations
        if !violations.isEmpty {
            try AtomicFileWriter.write(Baseline(violations: violations).encoded, to: baseline)
        }
        let text = StarterConfig(
            app: name, paths: paths, excludes: excluded.globs, violations: violations,
            baseline: violations.isEmpty ? nil : baseline
        ).text
        try AtomicFileWriter.write(Array(text.utf8), to: file)
        FileHandleOutput.standardError(
            "init: wrote \(file) (\(checked.scan.trace.ribs.count) RIBs)"
                + (violations.isEmpty
                    ? "; the app passes the default rules" : "; \(violations.count) violations accepted in \(baseline)")
        )
    }
}
