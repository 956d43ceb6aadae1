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

    @Argument(help: "The left trace; - reads standard input.")
    var left: String

    @Argument(help: "The right trace (default: the left one, at another event).")
    var right: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or - for standard output.", valueName: "file"))
    var output: String

    @Option(name: .customLong("left-at"), help: ArgumentHelp("The left side's event (default: the last).", valueName: "seq"))
    var leftAt: Int?

    @Option(name: .customLong("right-at"), help: ArgumentHelp("The right side's event (default: the last).", valueName: "seq"))
    var rightAt: Int?

    @Option(help: "The format (default: from the output's extension, else svg).")
    var format: FormatOption<CompareFormats>?

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var part: FocusOptions

    func validate() throws {
        if right == nil && (leftAt == nil || rightAt == nil || leftAt == rightAt) {
            throw ValidationError("with one trace, give two different events: --left-at SEQ --right-at SEQ")
        }
    }

    func run() throws {
        let format = try FormatOption.choose(self.format, for: output)
        try protectInputs([left] + (right.map { [$0] } ?? []), output: output)
        let (leftSide, rightSide) = try Comparison.Side.pair(left, at: leftAt, right, at: rightAt)
        let comparison = Comparison(left: leftSide, right: rightSide, options: part.applied(to: drawing.options))
        let picture = try comparison.render(format: format)
        FileHandleOutput.warnings(picture.warnings, output: output)
        try AtomicFileWriter.write(picture.bytes, to: output)
    }

}
