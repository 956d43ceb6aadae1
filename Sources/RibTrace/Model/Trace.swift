/// A recorded RIB tree: the RIB instances, the attach/detach events in order and what is known about
/// routing and dependency injection. Decoded by ``TraceDecoder``; replayed by ``TraceReplayer``.
public struct Trace: Sendable, Equatable {
    /// The app's name, shown in titles.
    public var app: String?
    /// Whether the events were recorded (`.live`) or are the possible tree read from source (`.source`).
    public var origin: TraceOrigin
    /// Every RIB instance; events refer to them by index.
    public private(set) var ribs: [RIB]
    public var routes: [Route]
    public var events: [TraceEvent]
    public var dependencies: [DependencyEdge]
    public var components: [ComponentLink]
    public var adapters: [Adapter]
    public var listeners: [Listener]
    /// Events a recorder dropped because its buffer was full.
    public var droppedEvents: Int
    /// RIBs whose objects a recorder saw alive some time after their detach.
    public var leaks: [SuspectedLeak]
    private var indexByID: [String: Int]

    /// Creates a trace. RIB ids must be unique and events must refer to valid indices;
    /// ``TraceDecoder`` checks both for decoded input, callers building traces in code must keep them.
    public init(
        app: String? = nil, origin: TraceOrigin = .live, ribs: [RIB], routes: [Route] = [], events: [TraceEvent] = [],
        dependencies: [DependencyEdge] = [], components: [ComponentLink] = [], adapters: [Adapter] = [],
        listeners: [Listener] = [], droppedEvents: Int = 0, leaks: [SuspectedLeak] = []
    ) {
        self.app = app
        self.origin = origin
        self.ribs = ribs
        self.routes = routes
        self.events = events
        self.dependencies = dependencies
        self.components = components
        self.adapters = adapters
        self.listeners = listeners
        self.droppedEvents = droppedEvents
        self.leaks = leaks
        self.indexByID = Dictionary(ribs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The index of the RIB with `id`, if there is one.
    public func index(ofRIB id: String) -> Int? { indexByID[id] }

    /// The RIB with `id`, if there is one.
    public func rib(_ id: String) -> RIB? { index(ofRIB: id).map { ribs[$0] } }

    /// The index of the event with sequence number `seq`, if any (binary search: seqs increase).
    public func eventIndex(ofSeq seq: Int) -> Int? {
        var low = 0
        var high = events.count
        while low < high {
            let mid = (low + high) / 2
            if events[mid].seq < seq { low = mid + 1 } else { high = mid }
        }
        return low < events.count && events[low].seq == seq ? low : nil
    }
}
