import ArgumentParser
import Foundation
import RibGraph
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
            the current folder, or a folder holding the trace is refused, and nothing is deleted.
            """
    )

    @OptionGroup var input: TraceArgument

    @Option(name: .shortAndLong, help: ArgumentHelp("The output directory: new, empty, or written by ribgraph frames before (replaced as a whole).", valueName: "dir"))
    var output: String

    @OptionGroup var drawing: DrawingOptions

    @Option(help: "The frames' format.")
    var format = FormatOption<FramesFormats>(argument: "svg")!

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func validate() throws {
        if output == "-" { throw ValidationError("frames need a directory, not standard output") }
    }

    func run() throws {
        let frames = try FrameSequence(trace: input.decoded(), file: input.file, options: drawing.options)
        let warnings = try FramesExport(frames: frames, format: format.format).write(to: output, inputs: [input.trace])
        FileHandleOutput.warnings(warnings, output: output)
    }
}
