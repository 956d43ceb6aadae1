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

    @Argument(help: "The trace (ribgraph-trace JSON, a nested tree, or RIBsTreeViewerClient JSON); - reads standard input.")
    var trace: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The output directory: new, empty, or written by ribgraph frames before (replaced as a whole).", valueName: "dir"))
    var output: String

    @Option(help: "TB (top to bottom) or LR (left to right).")
    var direction: LayoutDirection = .topToBottom

    @Option(help: "none, edges (one per Dependency protocol) or properties (with each property's provider).")
    var dependencies: SnapshotOptions.Dependencies = .edges

    @Option(help: "The frames' format.")
    var format = FormatOption<FramesFormats>(argument: "svg")!

    func validate() throws {
        if output == "-" { throw ValidationError("frames need a directory, not standard output") }
    }

    func run() throws {
        try reportingErrors {
            let decoded = try TraceDecoder().decode(contentsOfFile: trace)
            let frames = try FrameSequence(trace: decoded, file: InputFile.displayName(trace),
                                           options: SnapshotOptions(direction: direction, dependencies: dependencies))
            let warnings = try FramesExport(frames: frames, format: format.format).write(to: output, inputs: [trace])
            FileHandleOutput.warnings(warnings, output: output)
        }
    }
}
