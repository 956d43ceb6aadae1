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
    public func tree() throws -> RibTree {
        try TraceReplayer(trace: loaded).tree(at: options.seq)
    }

    /// What the picture shows: the tree, and the RIBs the trace suspects of leaking that it has detached,
    /// drawn faint with a "leak?" badge. Throws `SnapshotError`.
    package func scene(of tree: RibTree) throws -> Scene {
        let builder = SceneBuilder(trace: trace, tree: tree, options: options)
        var scene = try builder.build(title: title)
        if options.focus == nil, options.only == nil, let last = options.seq ?? trace.events.last?.seq {
            builder.addDetachedLeaks(to: &scene, through: last)
        }
        return scene
    }

    /// Positions for `scene`: the tidy tree's, or where Graphviz's dot ranks it
    /// (``SnapshotOptions/Layout/usesDot(for:)``). Where dot ranks the graph and the direction is `automatic`, dot
    /// ranks it in the direction the tidy tree would choose for the scene's shape: laying the scene out twice
    /// costs less than a second dot run. Throws ``GraphvizError``.
    package func layout(of scene: Scene) throws -> SceneLayout {
        let tree = SceneLayout(scene: scene, direction: options.direction)
        guard options.layout.usesDot(for: scene) else { return tree }
        return try DotPlacement.layout(of: scene, direction: tree.direction)
    }

    /// Draws `scene` at `layout`'s positions in `format`. Throws ``GraphvizError``.
    package func draw(_ scene: Scene, layout: SceneLayout, format: OutputFormat) throws -> RenderedOutput {
        try SceneRenderer().render(
            scene, layout: layout, direction: layout.direction, legend: options.legend, format: format)
    }

    /// All stages at once.
    public func render(format: OutputFormat) throws -> RenderedOutput {
        let scene = try scene(of: try tree())
        return try draw(scene, layout: try layout(of: scene), format: format)
    }

    /// "TicTacToe — seq 7: attach OffGame under LoggedIn", or for a source trace "TicTacToe — possible
    /// tree, from source" (`TraceCaption.title(at:)`).
    public var title: String {
        TraceCaption(trace: loaded).title(at: options.seq)
    }
}
