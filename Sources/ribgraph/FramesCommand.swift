import ArgumentParser
import Foundation
import RibGraph
import RibOutput
import RibTrace

/// `ribgraph frames TRACE -o DIR`: one picture per event, every RIB in the same place, and an index page.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Draw one picture per event (DIR/frame-0001.svg, ...) with stable positions, and DIR/index.html.",
        discussion: """
            Every RIB the trace ever attaches keeps one place in every frame; RIBs not attached at an event are \
            drawn faint, and the RIB the event attached or detached carries a badge. DIR/index.html steps \
            through the frames (buttons, arrow keys, a slider, the event list). DIR is replaced atomically: \
            a failed run leaves an existing DIR untouched. ribgraph replaces only a DIR that is empty or that it \
            wrote itself (marked by DIR/.ribgraph-output) and that holds nothing else: anything of yours in DIR, \
            the current folder, or a folder holding the trace is refused, and nothing is deleted. It says how many \
            frames it will write and where before it starts, and how many are written once a second on long runs.
            """
    )

    @OptionGroup var input: TraceArgument

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The output directory: new, empty, or written by ribgraph frames before (replaced as a whole).",
            valueName: "dir"))
    var output: String

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var part: FocusOptions

    @Option(help: ArgumentHelp("Draw a frame every N events (and one of the last event).", valueName: "n"))
    var every = 1

    @Option(help: ArgumentHelp("Refuse to run when more than N frames would be written.", valueName: "n"))
    var max = FramesExport.defaultMaxFrames

    @Option(
        help: ArgumentHelp(
            """
            Refuse to write more than this many bytes in all (default: \(FramesExport.defaultMaxBytes >> 20) MiB); checked \
            before each file is written, and nothing is written then.
            """, valueName: "bytes"))
    var maxBytes = FramesExport.defaultMaxBytes

    @Option(help: "The frames' format.")
    var format = FormatOption<FramesFormats>(argument: "svg")!

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func validate() throws {
        try drawing.refuseTunnels(in: "frames")
        if output == "-" { throw ValidationError("frames need a directory, not standard output") }
        if every < 1 { throw ValidationError("--every N: N must be 1 or more, not \(every)") }
        if max < 1 { throw ValidationError("--max N: N must be 1 or more, not \(max)") }
        if maxBytes < 1 { throw ValidationError("--max-bytes N: N must be 1 or more, not \(maxBytes)") }
    }

    func run() throws {
        let frames = try FrameSequence(
            trace: input.loaded(limits: limits.limits), options: part.applied(to: drawing.options),
            every: every)
        let export = FramesExport(frames: frames, format: format.format)
        try export.check(max: max)
        var lastReport = ContinuousClock.now
        let warnings = try export.write(to: output, inputs: [input.trace], maxBytes: maxBytes) { written in
            guard written > 0 else {
                FileHandleOutput.standardError(
                    "frames: writing \(frames.count) frames (\(format.format.rawValue)) to \(output)")
                return
            }
            let now = ContinuousClock.now
            guard now - lastReport >= .seconds(1) || written == frames.count else { return }
            lastReport = now
            FileHandleOutput.standardError("frames: \(written)/\(frames.count) written")
        }
        FileHandleOutput.warnings(warnings, output: output)
    }
}
