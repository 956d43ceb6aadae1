import RibTrace

/// One side of a comparison or diff: a trace at an event, and the caption that names it.
public struct TraceSide: Sendable {
    /// The trace this side shows, and where it was read.
    public var loaded: LoadedTrace
    /// The event to show; nil for the last.
    public var seq: Int?
    /// What titles and tables call this side.
    public var caption: String

    /// Creates a side; `caption` defaults to ``TraceCaption/side(seq:)`` ("vertical", "tictactoe @ seq 6",
    /// "scanned (from source)").
    public init(trace: LoadedTrace, seq: Int? = nil, caption: String? = nil) {
        self.loaded = trace
        self.seq = seq
        self.caption = caption ?? TraceCaption(trace: trace).side(seq: seq)
    }

    /// The trace this side shows.
    public var trace: Trace { loaded.trace }

    /// This side named `label`, or when there is none and the trace is a scan, named after its app (the
    /// scan's `--app`, else its folder's name): what a diff calls its sides.
    public func labelled(_ label: String?) -> TraceSide {
        var side = self
        if let label {
            side.caption = label
        } else if trace.origin == .source {
            side.caption = TraceCaption(trace: loaded).name
        }
        return side
    }
}
