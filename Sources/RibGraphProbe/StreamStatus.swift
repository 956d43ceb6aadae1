/// What a probe's stream to `ribgraph serve --listen` has done so far (``RibProbe/streamStatus``).
public struct StreamStatus: Sendable, Equatable {
    /// Posts the server accepted (states and batches).
    public var posts = 0
    /// Events taken off the stream's queue unsent, because it was full or the server failed; the state
    /// sent when the server answers again carries those the probe still keeps.
    public var droppedEvents = 0
    /// Events waiting in the queue now (at most the stream's `queueCapacity`).
    public var queuedEvents = 0
    /// Whether the server holds everything the probe had recorded at the stream's last tick.
    public var isCaughtUp = false
}
