/// A decoded trace and where it came from, so that every message, title and caption about it can name its
/// source. ``TraceDecoder`` makes one for each input it reads; a trace made from it (merged with a scan, the
/// union of its attaches) keeps its source through ``with(trace:)``.
public struct LoadedTrace: Sendable, Equatable {
    /// The trace.
    public var trace: Trace
    /// How messages name where the trace was read: the path as given, "standard input" for `-`
    /// (``InputFile/displayName(_:)``).
    public var source: String

    /// A trace known as `source`; a trace built in code names where it stands in for one.
    public init(_ trace: Trace, source: String) {
        self.trace = trace
        self.source = source
    }

    /// `trace` in place of this one, known by the same source.
    public func with(trace: Trace) -> LoadedTrace {
        LoadedTrace(trace, source: source)
    }
}
