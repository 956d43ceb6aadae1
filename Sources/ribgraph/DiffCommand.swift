import ArgumentParser
import Foundation
import RibGraph
import RibTrace

extension DiffGate: ExpressibleByArgument {}

/// `ribgraph diff BASE HEAD -o OUT`: what changed between two trees, with BASE's positions kept.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two RIB trees: RIBs added, removed, moved, and changed providers.",
        discussion: """
            Compares two traces (ribgraph diff base.json head.json -o diff.svg) or two events of one trace \
            (ribgraph diff app.json --base-at 5 --head-at 12 -o diff.svg). In pictures every RIB of BASE keeps \
            its place; see docs/diff.md. --format markdown writes a pull-request summary, mermaid a graph TD. \
            A one-line summary goes to standard error. Exit status: 0 done; 1 a --fail-on gate failed (the \
            output is written first); 64 usage; 65 bad trace or rules; 66 a file missing; 70 Graphviz \
            failure; 73 output cannot be written.
            """
    )

    @Argument(help: "The BASE trace; - reads standard input.")
    var base: String

    @Argument(help: "The HEAD trace (default: BASE, at another event); - reads standard input.")
    var head: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or - for standard output.", valueName: "file"))
    var output: String

    @Option(name: .customLong("base-at"), help: ArgumentHelp("BASE's event (default: the last).", valueName: "seq"))
    var baseAt: Int?

    @Option(name: .customLong("head-at"), help: ArgumentHelp("HEAD's event (default: the last).", valueName: "seq"))
    var headAt: Int?

    @Option(help: "The format; .md and .mmd name markdown and mermaid (default: from the output's extension, else svg).")
    var format: FormatOption<DiffFormats>?

    @Option(name: .customLong("fail-on"),
            help: ArgumentHelp("Exit 1 on added-depth (HEAD deeper), new-violations (rules HEAD breaks and BASE does not) or any change.",
                               valueName: "gate"))
    var failOn: DiffGate?

    @Option(help: ArgumentHelp("The rules file for --fail-on new-violations (default: the default rules).", valueName: "file"))
    var rules: String?

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func validate() throws {
        if head == nil && (baseAt == nil || headAt == nil || baseAt == headAt) {
            throw ValidationError("with one trace, give two different events: --base-at SEQ --head-at SEQ")
        }
    }

    func run() throws {
        let format = try FormatOption.choose(self.format, for: output)
        try protectInputs([base] + (head.map { [$0] } ?? []) + (rules.map { [$0] } ?? []), output: output)
        let ruleSet = try rules.map(RuleSet.load(contentsOfFile:)) ?? .default
        let (baseSide, headSide) = try TraceSide.pair(base, at: baseAt, head, at: headAt)
        let diff = try Diff(base: baseSide, head: headSide)
        let rendered = try diff.render(format)
        FileHandleOutput.warnings(rendered.warnings, output: output)
        try AtomicFileWriter.write(rendered.bytes, to: output)
        FileHandleOutput.standardError("diff: \(diff.summary)")
        if let failOn, let failure = failOn.failure(of: diff, rules: ruleSet) {
            // The failure's own lines (a list of violations) stay lines; what they quote is terminal text already.
            for line in "ribgraph: diff --fail-on \(failOn.rawValue): \(failure)".split(separator: "\n") {
                FileHandleOutput.standardError(String(line))
            }
            throw ExitCode.failure
        }
    }
}
