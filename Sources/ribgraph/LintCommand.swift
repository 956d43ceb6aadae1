import ArgumentParser
import RibAnalysis
import RibGraphScan
import RibOutput
import RibTrace

/// `ribgraph lint [PATH...]`: scan and check in one run, every violation a warning on its Swift line.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract:
            "Scan Swift sources and print each rule violation as a path:line:1: warning line, for Xcode and build plugins.",
        discussion: """
            scan and check in one process, for a Run Script phase and the RibGraphLint build-tool plugin: every \
            violation the baseline does not hold is printed on standard output as \
            `path:line:1: warning: where: what [rule]`, which Xcode and swift build show on that line; a summary \
            goes to standard error. Paths, excludes, app, rules and baseline come from .ribgraph.yml when not \
            given; with no path and no paths there, the current folder. Violations do not fail the run unless \
            --strict. Exit status: 0 done (warnings or not); 1 \
            violations with --strict; 64 usage; 65 no RIB found, bad rules, baseline or settings; 66 a path or \
            file missing; 73 the trace cannot be written.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Swift files or folders to scan (default: the settings file's paths, else .).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Also write the scanned trace here.", valueName: "trace"))
    var output: String?

    @OptionGroup var excluded: ExcludeOption

    @Option(help: ArgumentHelp("The app's name in the trace.", valueName: "name"))
    var app: String?

    @Option(help: ArgumentHelp("The rules file: JSON, or YAML when it ends in .yml or .yaml.", valueName: "file"))
    var rules: String?

    @Option(help: ArgumentHelp("Only violations this baseline file does not hold are printed.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Exit 1 when there are violations.")
    var strict = false

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    @OptionGroup var config: ConfigOption

    func run() throws {
        let limits = self.limits.limits
        let settings = try config.load(limits: limits)
        let scan = ProjectConfig.scanInputs(paths: paths, excludes: excluded.globs, app: app, settings: settings)
        let ruleSet = try ConfigOption.rules(rules, settings: settings, limits: limits)?.set ?? .default
        let accepted = try (baseline ?? settings?.baseline).map {
            try Baseline.load(contentsOfFile: $0, limits: limits)
        }
        let checked = try ScannedCheck(
            paths: scan.paths, excludes: scan.excludes, app: scan.app, rules: ruleSet, limits: .standard)
        if let output {
            try OutputGuard.check(file: output, against: checked.scan.files)
            try AtomicFileWriter.write(TraceEncoder.encode(checked.scan.trace), to: output)
        }
        let result = CheckResult(violations: checked.violations, baseline: accepted)
        try FileHandleOutput.standardOutput(result.report.render(.xcode))
        FileHandleOutput.standardError("lint: \(result.summary(file: scan.paths.joined(separator: " ")))")
        if strict, !result.passed { throw ExitCode.failure }
    }
}
