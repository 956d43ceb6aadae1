import ArgumentParser
import Foundation
import RibGraph
import RibOutput
import RibTrace

extension LayoutDirection: ExpressibleByArgument {}
extension SnapshotOptions.Dependencies: ExpressibleByArgument {}
extension SnapshotOptions.Layout: ExpressibleByArgument {}

/// `ribgraph snapshot TRACE -o OUT`: the tree at one event, drawn by Graphviz.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Draw the RIB tree at one event of a trace.",
        discussion: """
            Viewful RIBs are filled boxes, viewless RIBs dashed; dashed purple edges run from the RIB whose \
            component satisfies a Dependency to the RIB that requires it. --dependencies tunnels draws instead \
            where each tunnelled value comes from: the RIB whose component creates it (thick teal border, a \
            "creates" badge) and a teal link through each RIB whose component passes it on, to the RIB that \
            requires it; by default only the tunnels check reports (longer than maxTunnel). Every RIB's SVG \
            element has the id rib-<id>. Output is written atomically: a failed run leaves an existing file \
            untouched.
            """
    )

    @OptionGroup var input: TraceArgument

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or - for standard output.", valueName: "file"))
    var output: String

    @Option(
        help: ArgumentHelp("Show the tree after the event with this seq (default: the last event).", valueName: "seq"))
    var at: Int?

    @Option(
        help:
            "The format; html is a page that steps through every event (default: from the output's extension, else svg)."
    )
    var format: FormatOption<SnapshotFormats>?

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var part: FocusOptions

    @OptionGroup(title: "Tunnels (--dependencies tunnels)") var tunnels: TunnelOptions

    @Option(
        help: """
            tree (ribgraph's stable tidy tree, fast), dot (Graphviz's own ranking, slow on large graphs), or auto: dot \
            for a scanned graph whose RIB types have several parents, while the graph is small enough for dot to draw in seconds, else tree.
            """)
    var layout: SnapshotOptions.Layout = .automatic

    @Option(
        help: ArgumentHelp(
            """
            --format html: the most events the page may hold (default \(ViewerPage.defaultMaxEvents), about 10 MB of \
            page per million events); a longer trace is refused (exit 65) unless this raises the limit.
            """, valueName: "n"))
    var maxEvents: Int?

    @Flag(help: "Leave out the legend.")
    var noLegend = false

    @OptionGroup var timing: VerboseOption

    @OptionGroup(title: "Provenance from source")
    var source: SourceOptions

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func validate() throws {
        let html = (try? FormatOption.choose(format, for: output)) == .text(.html)
        if html && (part.isSet || layout == .dot) {
            throw ValidationError("--format html shows the whole trace: --focus, --depth and --layout dot do not apply")
        }
        if html { try drawing.refuseTunnels(in: "--format html") }
        try tunnels.validate(dependencies: drawing.dependencies)
        if let maxEvents {
            if maxEvents < 1 { throw ValidationError("--max-events N: N must be 1 or more, not \(maxEvents)") }
            if !html { throw ValidationError("--max-events limits the HTML page: it applies to --format html only") }
        }
    }

    func run() throws {
        let format = try FormatOption.choose(self.format, for: output)
        let chosen = try tunnels.applied(to: part.applied(to: drawing.options), limits: limits.limits)
        try protectInputs([input.trace] + chosen.inputs, output: output)
        var options = chosen.options
        options.seq = at
        options.layout = layout
        options.legend = !noLegend
        var clock = timing.clock
        let loaded = try source.merged(into: input.loaded(limits: limits.limits))
        clock.lap(source.sources.isEmpty ? "decode" : "decode and scan")
        guard case .picture(let format) = format else {
            try AtomicFileWriter.write(
                try ViewerPage(
                    trace: loaded, options: options,
                    maxEvents: maxEvents ?? ViewerPage.defaultMaxEvents
                ).render(), to: output)
            clock.lap("page")
            return
        }
        let snapshot = Snapshot(trace: loaded, options: options)
        let tree = try snapshot.tree()
        clock.lap("replay")
        let scene = try snapshot.scene(of: tree)
        let layout = try snapshot.layout(of: scene, format: format)
        clock.lap(
            options.layout.usesDot(for: scene)
                ? "layout (dot's ranks, work \(SnapshotOptions.Layout.dotWork(of: scene)))" : "layout (tree)")
        let picture = try snapshot.draw(scene, layout: layout, format: format)
        clock.lap("render")
        try FileHandleOutput.write(picture, to: output)
        clock.lap("write")
    }
}
