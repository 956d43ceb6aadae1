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

    @OptionGroup var sides: TwoSides<CompareSides>

    @Option(help: "The format (default: from the output's extension, else svg).")
    var format: FormatOption<CompareFormats>?

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var part: FocusOptions

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func validate() throws {
        try drawing.refuseTunnels(in: "compare")
    }

    func run() throws {
        let output = sides.output
        let format = try FormatOption.choose(self.format, for: output)
        try protectInputs(sides.inputs, output: output)
        let (leftSide, rightSide) = try sides.sides(limits: limits.limits)
        let comparison = Comparison(left: leftSide, right: rightSide, options: part.applied(to: drawing.options))
        try FileHandleOutput.write(try comparison.render(format: format), to: output)
    }
}

/// `compare`'s sides: left and right.
enum CompareSides: SideNames {
    static let words = SideWords(
        first: "left", second: "right", firstHelp: "The left trace; - reads standard input.",
        secondHelp: "The right trace (default: the left one, at another event).",
        firstAtHelp: "The left side's event (default: the last).",
        secondAtHelp: "The right side's event (default: the last).")
}
