import RibTrace

/// A trace as a sequence of pictures, one per event, every RIB at the same place in every frame.
public struct FrameSequence: Sendable {
    /// One event's picture, ready to draw.
    public struct Frame: Sendable {
        /// The event's seq.
        public var seq: Int
        /// "attach OffGame under LoggedIn", or "LoggedIn can attach OffGame" (``TraceCaption/event(_:)``).
        public var caption: String
        public var scene: Scene
        public var layout: SceneLayout
    }

    public let trace: Trace
    public let file: String
    public let options: SnapshotOptions
    /// The positions every frame shares.
    public let stable: StableLayout

    /// Prepares the frames of `trace` (read from `file`); `options` gives direction and dependency detail
    /// (its `seq`, `focus`, `depth` and `layout` are not used). Throws ``TraceError`` when replay fails.
    public init(trace: Trace, file: String, options: SnapshotOptions) throws {
        var options = options
        options.focus = nil
        options.depth = nil
        options.layout = .tree
        self.trace = trace
        self.file = file
        self.options = options
        try TraceReplayer(trace: trace, file: file).validate()
        stable = try StableLayout(trace: trace, history: AttachHistory(trace: trace), options: options,
                                  title: TraceCaption(trace: trace, file: file).pageTitle, reservingBadges: true)
    }

    /// How many frames: one per event.
    public var count: Int { trace.events.count }

    /// Calls `body` with each frame in event order.
    public func forEachFrame(_ body: (Frame) throws -> Void) throws {
        let builder = FrameBuilder(trace: trace, stable: stable, options: options)
        let captions = TraceCaption(trace: trace, file: file)
        try TraceReplayer(trace: trace, file: file).forEachTree { tree, _, event in
            let (scene, layout) = try builder.frame(after: tree, event: event, title: captions.title(at: event.seq))
            try body(Frame(seq: event.seq, caption: captions.event(event), scene: scene, layout: layout))
        }
    }

    /// Draws `frame` in `format`. Throws ``GraphvizError``.
    public func draw(_ frame: Frame, format: OutputFormat) throws -> SceneRenderer.Output {
        try SceneRenderer().render(frame.scene, layout: frame.layout, direction: options.direction,
                                   legend: options.legend, format: format)
    }
}
