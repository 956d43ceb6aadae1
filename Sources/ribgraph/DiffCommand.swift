import ArgumentParser
import Foundation
import RibGraph
import RibTrace

extension Diff.Format: ExpressibleByArgument {}
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
            Exit status: 0 done; 1 a --fail-on gate failed (the output is written first); 64 usage; 65 bad \
            trace or rules; 66 a file missing; 70 Graphviz failure; 73 output cannot be written.
            """
    )

    @Argument(help: "The BASE trace.")
    var base: String

    @Argument(help: "The HEAD trace (default: BASE, at another event).")
    var head: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or - for standard output.", valueName: "file"))
    var output: String

    @Option(name: .customLong("base-at"), help: ArgumentHelp("BASE's event (default: the last).", valueName: "seq"))
    var baseAt: Int?

    @Option(name: .customLong("head-at"), help: ArgumentHelp("HEAD's event (default: the last).", valueName: "seq"))
    var headAt: Int?

    @Option(help: "svg, png, pdf, markdown or mermaid (default: from the output's extension, else svg).")
    var format: Diff.Format?

    @Option(name: .customLong("fail-on"),
            help: ArgumentHelp("Exit 1 on added-depth (HEAD deeper), new-violations (rules HEAD breaks and BASE does not) or any change.",
                               valueName: "gate"))
    var failOn: DiffGate?

    @Option(help: ArgumentHelp("The rules file for --fail-on new-violations (default: the default rules).", valueName: "file"))
    var rules: String?

    func validate() throws {
        if head == nil && (baseAt == nil || headAt == nil || baseAt == headAt) {
            throw ValidationError("with one trace, give two different events: --base-at SEQ --head-at SEQ")
        }
    }

    func run() throws {
        var failure: String?
        try reportingErrors {
            let baseTrace = try TraceDecoder().decode(contentsOfFile: base)
            let headFile = head ?? base
            let headTrace = head == nil ? baseTrace : try TraceDecoder().decode(contentsOfFile: headFile)
            let ruleSet = try rules.map(RuleSet.load(contentsOfFile:)) ?? .default
            let diff = try Diff(
                base: .init(trace: baseTrace, file: base, seq: baseAt),
                head: .init(trace: headTrace, file: headFile, seq: headAt))
            let rendered = try diff.render(format ?? Diff.Format(pathExtension: output) ?? .svg)
            for warning in rendered.warnings { FileHandleOutput.standardError("ribgraph: graphviz warning: \(warning)\n") }
            try AtomicFileWriter.write(rendered.bytes, to: output)
            FileHandleOutput.standardError("ribgraph: diff: \(diff.title)\n")
            failure = failOn.flatMap { $0.failure(of: diff, rules: ruleSet) }
        }
        if let failure, let failOn {
            FileHandleOutput.standardError("ribgraph: diff --fail-on \(failOn.rawValue): \(failure)\n")
            throw ExitCode.failure
        }
    }
}
