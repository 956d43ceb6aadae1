/// Where a trace came from, which decides how it may be read: as a recording of what happened, or as the
/// tree of what can happen.
public enum TraceOrigin: String, Sendable, Equatable, CaseIterable, Codable {
    /// Recorded in a running app (the probe, or written by hand as if recorded): events happened in order.
    case live
    /// Written by `ribgraph scan` from Swift sources: the events attach, parents first, every RIB that *can*
    /// be attached, with no `time`. It is the tree of possibilities, not a recording; draw it as such.
    case source
}
