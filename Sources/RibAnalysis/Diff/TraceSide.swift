import RibTrace

/// One side of a comparison or diff: a trace at an event, and the caption that names it.
public struct TraceSide: Sendable {
    /// The trace this side shows.
    public var trace: Trace
    /// The name the trace is known by in messages.
    public var file: String
    /// The event to show; nil for the last.
    public var seq: Int?
    /// What titles and tables call this side.
    public var caption: String

    /// Creates a side; `caption` defaults to ``TraceCaption/side(seq:)`` ("vertical", "tictactoe @ seq 6",
    /// "scanned (from source)").
    public init(trace: Trace, file: String, seq: Int? = nil, caption: String? = nil) {
        self.trace = trace
        self.file = file
        self.seq = seq
        self.caption = caption ?? TraceCaption(trace: trace, file: file).side(seq: seq)
    }

    /// The two sides a command line names: `left` at `leftAt`, and `right` (or `left` again) at
    /// `rightAt`, each trace read once (`-` is standard input). Throws ``TraceError``.
    public static func pair(_ left: String, at leftAt: Int?, _ right: String?, at rightAt: Int?) throws -> (TraceSide, TraceSide) {
        let leftTrace = try TraceDecoder().decode(contentsOfFile: left)
        let rightTrace = try right.map { try TraceDecoder().decode(contentsOfFile: $0) } ?? leftTrace
        return (TraceSide(trace: leftTrace, file: InputFile.displayName(left), seq: leftAt),
                TraceSide(trace: rightTrace, file: InputFile.displayName(right ?? left), seq: rightAt))
    }
}
