import ArgumentParser
import Foundation
import RibAnalysis
import RibGraph
import RibOutput
import RibTrace

extension DiffGate: ExpressibleByArgument {}
extension Diff.Context: ExpressibleByArgument {}

/// `ribgraph diff BASE HEAD -o OUT`: what changed between two trees, drawn with its context for a reviewer.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two RIB trees: RIBs added, removed, moved, and Dependency changes.",
        discussion: """
            Compares two traces (ribgraph diff base.json head.json -o diff.svg) or two events of one trace \
            (ribgraph diff app.json --base-at 5 --head-at 12 -o diff.svg). Pictures draw the changes with their \
            context and count the rest in "+k unchanged" boxes; see docs/diff.md. --format markdown writes a pull-request summary, mermaid a graph TD, json \
            the changes for bots (docs/diff.md), dot the picture's Graphviz source. \
            Titles and column heads name the sides (--base-label, --head-label; `base (NAME)` and `head (NAME)` \
            when both have one name). A one-line summary goes to standard error. Exit status: 0 done; 1 a --fail-on gate failed (the \
            output is written first); 64 usage; 65 bad trace or rules; 66 a file missing; 70 Graphviz \
            failure; 73 output cannot be written.
            """
    )

    @OptionGroup var sides: TwoSides<DiffSides>

    @Option(
        help: "The format; .md and .mmd name markdown and mermaid (default: from the output's extension, else svg).")
    var format: FormatOption<DiffFormats>?

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "Exit 1 on added-depth (HEAD deeper), new-violations (rules HEAD breaks and BASE does not) or any change.",
            valueName: "gate"))
    var failOn: DiffGate?

    @Option(
        help:
            "What the picture draws: changes (the changed RIBs, their parents, paths to the root and children) or full (both whole trees, the rest faded)."
    )
    var context: Diff.Context = .changes

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var part: FocusOptions

    @Option(
        name: .customLong("base-label"),
        help: ArgumentHelp(
            "What titles and column heads call BASE (default: a scan's app name, else the trace's caption).",
            valueName: "name"))
    var baseLabel: String?

    @Option(
        name: .customLong("head-label"),
        help: ArgumentHelp(
            "What titles and column heads call HEAD (default: a scan's app name, else the trace's caption).",
            valueName: "name"))
    var headLabel: String?

    @Option(
        help: ArgumentHelp(
            "The rules file for --fail-on new-violations (default: the default rules).", valueName: "file"))
    var rules: String?

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    @OptionGroup var config: ConfigOption

    func validate() throws {
        try drawing.refuseTunnels(in: "diff")
    }

    func run() throws {
        let output = sides.output
        let format = try FormatOption.choose(self.format, for: output)
        try protectInputs(sides.inputs + (rules.map { [$0] } ?? []), output: output)
        let limits = self.limits.limits
        // Only the new-violations gate checks rules: any other diff reads no rules file and no settings, so
        // that a broken one cannot fail it. The gate reads them before the output is written.
        let ruleSet =
            failOn == .newViolations
            ? try ConfigOption.rules(rules, settings: rules == nil ? config.load(limits: limits) : nil, limits: limits)?
                .set : nil
        let (baseSide, headSide) = try sides.sides(limits: limits)
        let diff = try Diff(base: baseSide.labelled(baseLabel), head: headSide.labelled(headLabel))
        FileHandleOutput.inputWarnings(
            diff.base.metrics.dependencies.warnings(file: baseSide.loaded.source)
                + diff.head.metrics.dependencies.warnings(file: headSide.loaded.source))
        let rendered =
            switch format {
            case .picture(let picture):
                try diff.render(picture, options: part.applied(to: drawing.options), context: context)
            case .text(let text): try diff.rendered(as: text)
            }
        try FileHandleOutput.write(rendered, to: output)
        FileHandleOutput.standardError("diff: \(diff.summary)")
        if let failOn, let failure = failOn.failure(of: diff, rules: ruleSet ?? .default) {
            // The failure's own lines (a list of violations) stay lines; what they quote is terminal text already.
            for line in "ribgraph: diff --fail-on \(failOn.rawValue): \(failure)".split(separator: "\n") {
                FileHandleOutput.standardError(String(line))
            }
            throw ExitCode.failure
        }
    }
}

/// `diff`'s sides: BASE and HEAD.
enum DiffSides: SideNames {
    static let words = SideWords(
        first: "base", second: "head", firstHelp: "The BASE trace; - reads standard input.",
        secondHelp: "The HEAD trace (default: BASE, at another event); - reads standard input.",
        firstAtHelp: "BASE's event (default: the last).", secondAtHelp: "HEAD's event (default: the last).")
}
