import ArgumentParser
import Foundation
import RibAnalysis
import RibOutput
import RibTrace

extension ViolationReport.Format: ExpressibleByArgument {}

/// `ribgraph check TRACE`: hold the tree to architecture rules; exit 1 when a rule is broken.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the RIB tree at one event against architecture rules (depth, fan-out, tunnels, ...).",
        discussion: """
            Rules come from a JSON or YAML file (.yml/.yaml), see docs/rules.md; without --rules: \
            \(RuleDefault.listed). Violations go to standard output, a one-line \
            summary to standard error. A rules pattern that matches nothing in the trace is a warning \
            (an error with --strict). Exit status: 0 no (new) violations; 1 violations; 64 usage; \
            65 bad trace, rules or baseline (or, with --strict, a pattern matching nothing; or a baseline \
            of copies or tree paths against a source trace, whose violations are keyed by RIB type, route or \
            property); 66 a file missing; 73 the baseline cannot be written.
            """
    )

    @OptionGroup var input: TraceArgument

    @Option(help: ArgumentHelp("The rules file: JSON, or YAML when it ends in .yml or .yaml.", valueName: "file"))
    var rules: String?

    @Option(
        help: ArgumentHelp("Check the tree after the event with this seq (default: the last event).", valueName: "seq"))
    var at: Int?

    @Option(help: ArgumentHelp("Only violations this baseline file does not hold count.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every current violation in this baseline file, and pass.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        help:
            "text (RULE: where: what), json, markdown, github (Actions annotations) or xcode (path:line:col: warning: …)."
    )
    var format: ViolationReport.Format = .report(.text)

    @Flag(help: "A rules pattern that matches nothing in the trace is an error (exit 65), not a warning.")
    var strict = false

    @OptionGroup(title: "Provenance from source")
    var source: SourceOptions

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    @OptionGroup var config: ConfigOption

    func run() throws {
        let limits = self.limits.limits
        let settings = try config.load(limits: limits)
        let baseline = self.baseline ?? settings?.baseline
        let inputs = [input.trace] + [rules, baseline, settings?.file].compactMap { $0 }
        try protectInputs(inputs, output: writeBaseline)
        let loaded = try source.merged(into: input.loaded(limits: limits))
        let decoded = loaded.trace, file = loaded.source
        let tree = try TraceReplayer(trace: loaded).tree(at: at)
        let chosen = try ConfigOption.rules(rules, settings: settings, limits: limits)
        let ruleSet = chosen?.set ?? .default
        let accepted = try baseline.map { try Baseline.load(contentsOfFile: $0, limits: limits) }
        if let accepted, let baseline, decoded.origin == .source {
            let rules = self.rules.map { " --rules \(Self.shellWord($0))" } ?? ""
            try accepted.requireGraphKeys(
                file: baseline,
                rewrite:
                    "ribgraph check \(Self.shellWord(input.trace))\(rules) --write-baseline \(Self.shellWord(baseline))"
            )
        }
        if let rules = chosen?.name {
            let unmatched = UnmatchedPattern.find(in: ruleSet, trace: decoded)
            if strict, let first = unmatched.first { throw first.error(rulesFile: rules, traceFile: file) }
            FileHandleOutput.inputWarnings(unmatched.map { $0.message(rulesFile: rules, traceFile: file) })
        }
        let metrics = TreeMetrics(trace: decoded, tree: tree)
        FileHandleOutput.inputWarnings(metrics.dependencies.warnings(file: file))
        let violations = RuleChecker(rules: ruleSet).check(trace: decoded, tree: tree, metrics: metrics)
        if let writeBaseline {
            try AtomicFileWriter.write(Baseline(violations: violations).encoded, to: writeBaseline)
            let result = CheckResult(violations: violations)
            try FileHandleOutput.standardOutput(result.report.render(format, traceFile: file))
            FileHandleOutput.standardError("check: \(result.summary(file: file)); written to \(writeBaseline)")
            return
        }
        let result = CheckResult(violations: violations, baseline: accepted)
        try FileHandleOutput.standardOutput(result.report.render(format, traceFile: file))
        FileHandleOutput.standardError("check: \(result.summary(file: file))")
        if !result.passed { throw ExitCode.failure }
    }

    /// `word` as one word for a POSIX shell, so that the command an error suggests can be pasted as it is.
    private static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./+:@".contains($0) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
