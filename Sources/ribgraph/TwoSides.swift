import ArgumentParser
import RibAnalysis
import RibTrace

/// What a command that sets two trees against each other calls them (compare's left and right, diff's
/// base and head) and how its help describes them. The names become the arguments' names and the
/// `--NAME-at` options.
struct SideWords {
    var first: String, second: String
    var firstHelp: String, secondHelp: String
    var firstAtHelp: String, secondAtHelp: String
}

/// The words of one command's two sides.
protocol SideNames {
    static var words: SideWords { get }
}

/// The two traces (or one, at two events) and the output of `compare` and `diff`, in that order.
struct TwoSides<Names: SideNames>: ParsableArguments {
    @Argument(help: ArgumentHelp(Names.words.firstHelp, valueName: Names.words.first))
    var first: String

    @Argument(help: ArgumentHelp(Names.words.secondHelp, valueName: Names.words.second))
    var second: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or - for standard output.", valueName: "file"))
    var output: String

    @Option(name: .customLong("\(Names.words.first)-at"), help: ArgumentHelp(Names.words.firstAtHelp, valueName: "seq"))
    var firstAt: Int?

    @Option(
        name: .customLong("\(Names.words.second)-at"), help: ArgumentHelp(Names.words.secondAtHelp, valueName: "seq"))
    var secondAt: Int?

    func validate() throws {
        if second == nil && (firstAt == nil || secondAt == nil || firstAt == secondAt) {
            throw ValidationError(
                "with one trace, give two different events: --\(Names.words.first)-at SEQ --\(Names.words.second)-at SEQ"
            )
        }
    }

    /// The trace files named, for ``protectInputs(_:output:)``.
    var inputs: [String] { [first] + (second.map { [$0] } ?? []) }

    /// Both sides: the first trace at `firstAt`, and the second (or the first again) at `secondAt`, each
    /// trace read once within `limits` (`-` is standard input). Throws ``InputError``.
    func sides(limits: InputLimits) throws -> (TraceSide, TraceSide) {
        let decoder = TraceDecoder(limits: limits)
        let firstTrace = try decoder.load(contentsOfFile: first)
        let secondTrace = try second.map(decoder.load(contentsOfFile:)) ?? firstTrace
        return (TraceSide(trace: firstTrace, seq: firstAt), TraceSide(trace: secondTrace, seq: secondAt))
    }
}
