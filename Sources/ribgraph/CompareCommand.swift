import ArgumentParser
import Foundation
import RibGraph
import RibTrace

/// `ribgraph compare A B -o OUT`: two trees side by side, at the same scale, with their metrics.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Draw two RIB trees side by side, each with its metrics, the better value of each marked.",
        discussion: """
            Compares two traces (ribgraph compare vertical.json flattened.json -o cmp.svg) or two events of \
            one trace (ribgraph compare app.json --left-at 5 --right-at 12 -o cmp.svg). Routing decision \
            points (routers holding two or more child builders) carry an orange badge naming where they route.
            """
    )

    @Argument(help: "The left trace.")
    var left: String

    @Argument(help: "The right trace (default: the left one, at another event).")
    var right: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or - for standard output.", valueName: "file"))
    var output: String

    @Option(name: .customLong("left-at"), help: ArgumentHelp("The left side's event (default: the last).", valueName: "seq"))
    var leftAt: Int?

    @Option(name: .customLong("right-at"), help: ArgumentHelp("The right side's event (default: the last).", valueName: "seq"))
    var rightAt: Int?

    @Option(help: "svg, png, pdf, dot or json (default: from the output's extension, else svg).")
    var format: OutputFormat?

    @Option(help: "TB (top to bottom) or LR (left to right).")
    var direction: LayoutDirection = .topToBottom

    @Option(help: "none, edges or properties.")
    var dependencies: SnapshotOptions.Dependencies = .edges

    func validate() throws {
        if (format ?? OutputFormat(pathExtension: output)) == .html {
            throw ValidationError("compare draws svg, png, pdf, dot or json; interactive pages come from `snapshot --format html`")
        }
        if right == nil && (leftAt == nil || rightAt == nil || leftAt == rightAt) {
            throw ValidationError("with one trace, give two different events: --left-at SEQ --right-at SEQ")
        }
    }

    func run() throws {
        try reportingErrors {
            let leftTrace = try TraceDecoder().decode(contentsOfFile: left)
            let rightFile = right ?? left
            let rightTrace = right == nil ? leftTrace : try TraceDecoder().decode(contentsOfFile: rightFile)
            let comparison = Comparison(
                left: .init(trace: leftTrace, file: left, seq: leftAt),
                right: .init(trace: rightTrace, file: rightFile, seq: rightAt),
                options: SnapshotOptions(direction: direction, dependencies: dependencies))
            let picture = try comparison.render(format: format ?? OutputFormat(pathExtension: output) ?? .svg)
            for warning in picture.warnings { FileHandleOutput.standardError("ribgraph: graphviz warning: \(warning)\n") }
            try AtomicFileWriter.write(picture.bytes, to: output)
        }
    }

}
