import RibAnalysis
import RibOutput
import RibTrace

/// One picture of a trace at one event: replay, scene, layout and drawing, in that order. Each stage is
/// a separate call so benchmarks and tests can reach it.
public struct Snapshot: Sendable {
    /// The trace, and the source titles and messages name.
    public let loaded: LoadedTrace
    public let options: SnapshotOptions

    /// Prepares a snapshot of `trace` with `options`.
    public init(trace: LoadedTrace, options: SnapshotOptions) {
        loaded = trace
        self.options = options
    }

    private var trace: Trace { loaded.trace }

    /// The tree at the chosen event. Throws `InputError`.
    public func tree() throws -> any RibTree {
        try TraceReplayer(trace: loaded).tree(at: options.seq)
    }

    /// What the picture shows: the tree, and the RIBs the trace suspects of leaking that it has detached,
    /// drawn faint with a "leak?" badge. Throws `SnapshotError`.
    package func scene(of tree: any RibTree) throws -> Scene {
        let builder = SceneBuilder(trace: trace, tree: tree, options: options)
        var scene = try builder.build(title: title)
        if options.focus == nil, options.only == nil, let last = options.seq ?? trace.events.last?.seq {
            builder.addDetachedLeaks(to: &scene, through: last)
        }
        return scene
    }

    /// Positions for `scene` drawn in `format`: the tidy tree's, or where Graphviz's dot places the boxes
    /// (``SnapshotOptions/Layout/usesDot(for:)``); nil for DOT text of a graph dot lays out: the graph as built,
    /// unlaid, for Graphviz's own dot (`make bench` times dot on it). Where dot places the boxes and the direction
    /// is `automatic`, it ranks them in the direction the tidy tree would choose for the scene's shape: laying
    /// the scene out twice costs less than a second dot run. Throws ``GraphvizError``.
    package func layout(of scene: Scene, format: OutputFormat) throws -> SceneLayout? {
        let tree = SceneLayout(scene: scene, direction: options.direction)
        guard options.layout.usesDot(for: scene) else { return tree }
        return format == .dot ? nil : try DotPlacement.layout(of: scene, direction: tree.direction)
    }

    /// Draws `scene` in `format`, at `layout`'s positions or, without, as the graph dot is to lay out (ranked in
    /// the direction the tidy tree would choose, when `automatic`). Throws ``GraphvizError``.
    package func draw(_ scene: Scene, layout: SceneLayout?, format: OutputFormat) throws -> RenderedOutput {
        let direction =
            layout == nil && options.direction == .automatic
            ? SceneLayout(scene: scene, direction: .automatic).direction : options.direction
        return try SceneRenderer().render(
            scene, layout: layout, direction: direction, legend: options.legend, format: format)
    }

    /// All stages at once.
    public func render(format: OutputFormat) throws -> RenderedOutput {
        let scene = try scene(of: try tree())
        return try draw(scene, layout: try layout(of: scene, format: format), format: format)
    }

    /// "TicTacToe — seq 7: attach OffGame under LoggedIn", or for a source trace "TicTacToe — possible
    /// tree, from source" (`TraceCaption.title(at:)`).
    public var title: String {
        TraceCaption(trace: loaded).title(at: options.seq)
    }
}
