import RibAnalysis
import RibOutput
import RibTrace

/// A trace as a sequence of pictures, one per event, every RIB at the same place in every frame.
public struct FrameSequence: Sendable {
    /// One event's picture, ready to draw.
    struct Frame: Sendable {
        /// The event's seq.
        var seq: Int
        /// "attach OffGame under LoggedIn", or "LoggedIn can attach OffGame" (`TraceCaption.event(_:)`).
        var caption: String
        var scene: Scene
        var layout: SceneLayout
    }

    /// The trace, and the source titles and messages name.
    public let loaded: LoadedTrace
    public let options: SnapshotOptions
    /// A frame is drawn for every `every`-th event (the first, the `every + 1`-th, ...) and the last.
    public let every: Int
    /// The positions every frame shares.
    let stable: StableLayout

    /// Prepares the frames of `trace`, one for every `every`-th event and the last
    /// (`every` ≥ 1); `options` gives direction, dependency detail, focus and depth (its `seq` and `layout`
    /// are not used). A frame at an event where the focus is not attached shows the focused part faint.
    /// Throws `InputError` when replay fails, `SnapshotError` for a focus the trace never attaches,
    /// ``FramesError/sourceTrace(file:)`` for a scan of the sources (a graph with no events).
    public init(trace: LoadedTrace, options: SnapshotOptions, every: Int = 1) throws {
        precondition(every >= 1, "FrameSequence: every must be 1 or more, got \(every)")
        if trace.trace.origin == .source { throw FramesError.sourceTrace(file: trace.source) }
        var options = options
        options.layout = .tree
        loaded = trace
        self.options = options
        self.every = every
        try TraceReplayer(trace: trace).validate()
        stable = try StableLayout(
            trace: trace, history: AttachHistory(trace: trace), options: options,
            title: TraceCaption(trace: trace).pageTitle, reservingBadges: true)
    }

    /// The trace the frames show.
    public var trace: Trace { loaded.trace }

    /// How many frames: one per `every` events, plus the last event's.
    public var count: Int {
        let events = trace.events.count
        return events == 0 ? 0 : (events - 1) / every + 1 + ((events - 1) % every == 0 ? 0 : 1)
    }

    /// Whether the event at `index` (0-based, in trace order) gets a frame.
    private func isDrawn(_ index: Int) -> Bool {
        index % every == 0 || index == trace.events.count - 1
    }

    /// Calls `body` with each frame in event order.
    func forEachFrame(_ body: (Frame) throws -> Void) throws {
        let builder = FrameBuilder(loaded: loaded, stable: stable, options: options)
        let captions = TraceCaption(trace: loaded)
        try TraceReplayer(trace: loaded).forEachTree { tree, index, event in
            guard isDrawn(index) else { return }
            let (scene, layout) = try builder.frame(after: tree, event: event, title: captions.title(at: event.seq))
            try body(Frame(seq: event.seq, caption: captions.event(event), scene: scene, layout: layout))
        }
    }

    /// Draws `frame` in `format`. Throws ``GraphvizError``.
    func draw(_ frame: Frame, format: OutputFormat) throws -> RenderedOutput {
        try SceneRenderer().render(
            frame.scene, layout: frame.layout, direction: options.direction,
            legend: options.legend, format: format)
    }
}
