/// One recorded event, small and flat: RIBs are indices into the probe's RIB list.
struct PackedEvent {
    /// The configured clock's reading, in nanoseconds, when the event was recorded.
    var nanoseconds: UInt64
    /// Parent RIB index, or ``LiveTree/none`` for a root.
    var parent: Int32
    var child: Int32
    var isAttach: Bool
}

/// The bounded event buffer. Keeps the first `capacity` events and counts the rest as dropped, so that
/// what is kept always replays (dropping the oldest instead would lose the attaches later events rely on).
struct EventLog {
    let capacity: Int
    private(set) var events: [PackedEvent] = []
    private(set) var dropped = 0

    /// Creates an empty log; room for up to 4,096 events is reserved at once, more as it fills.
    init(capacity: Int) {
        self.capacity = capacity
        events.reserveCapacity(min(capacity, 4_096))
    }

    /// Appends an event, or counts it as dropped when the log is full.
    @inline(__always)
    mutating func append(_ event: PackedEvent) {
        if events.count < capacity {
            events.append(event)
        } else {
            dropped += 1
        }
    }
}
