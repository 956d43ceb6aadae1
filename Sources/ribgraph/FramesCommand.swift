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
            a failed run leaves an existing DIR untouched.
            """
    )

    @Argument(help: "The trace (ribgraph-trace JSON, a nested tree, or RIBsTreeViewerClient JSON).")
    var trace: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The output directory (replaced as a whole).", valueName: "dir"))
    var output: String

    @Option(help: "TB (top to bottom) or LR (left to right).")
    var direction: LayoutDirection = .topToBottom

    @Option(help: "none, edges (one per Dependency protocol) or properties (with each property's provider).")
    var dependencies: SnapshotOptions.Dependencies = .edges

    @Option(help: "svg or png.")
    var format: OutputFormat = .svg

    func validate() throws {
        if format != .svg && format != .png { throw ValidationError("--format must be svg or png for frames") }
        if output == "-" { throw ValidationError("frames need a directory, not standard output") }
    }

    func run() throws {
        try reportingErrors {
            let decoded = try TraceDecoder().decode(contentsOfFile: trace)
            let frames = try FrameSequence(trace: decoded, file: trace,
                                           options: SnapshotOptions(direction: direction, dependencies: dependencies))
            let warnings = try FramesExport(frames: frames, format: format).write(to: output)
            for warning in Set(warnings).sorted() { FileHandleOutput.standardError("ribgraph: graphviz warning: \(warning)\n") }
        }
    }
}
