/// One attach or detach, as recorded; RIBs are referred to by their index in ``Trace/ribs``.
public struct TraceEvent: Sendable, Equatable {
    /// Whether the child was attached or detached.
    public enum Kind: String, Sendable, Equatable {
        case attach, detach
    }

    /// Strictly increasing through a trace.
    public var seq: Int
    /// Seconds since the recording started, when known.
    public var time: Double?
    public var kind: Kind
    /// Index of the parent RIB; nil only for launching (or removing) a root.
    public var parent: Int?
    /// Index of the RIB attached or detached.
    public var child: Int

    /// Creates an event; `parent` and `child` are indices into the trace's `ribs`.
    public init(seq: Int, time: Double? = nil, kind: Kind, parent: Int?, child: Int) {
        self.seq = seq
        self.time = time
        self.kind = kind
        self.parent = parent
        self.child = child
    }
}
