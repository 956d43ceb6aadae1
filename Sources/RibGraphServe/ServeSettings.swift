import RibGraph
import RibTrace

/// How ``LiveServer`` draws its page and how much it lets clients take: the limits that keep one
/// developer's viewer from being starved or exhausted by a stuck, slow or hostile client.
public struct ServeSettings: Sendable, Equatable {
    /// The address and port to listen on (port 0: any free port); 127.0.0.1:8080 by default.
    public var listen: ListenAddress
    /// What the page draws: direction, dependency detail, the first event shown, the legend, `maxRIBs`.
    public var options: SnapshotOptions
    /// The most events the page may hold (`ViewerPage.defaultMaxEvents` by default).
    public var maxEvents: Int
    /// What the watched trace and each streamed batch may hold (`InputLimits.standard` by default).
    public var inputLimits: InputLimits
    /// How often, in seconds, an event stream checks whether the file changed.
    var pollInterval: Double
    /// Seconds a client has to send its request's whole head, from the moment it connects; past it the
    /// connection is answered 408 and closed.
    public var headerTimeout: Double
    /// The most connections served at once with the token (event streams included); one more is answered
    /// 503 and closed. As many more may wait to show the token; past that the oldest of them is dropped.
    public var maxConnections: Int
    /// Seconds between the comments an event stream sends to find out that its browser has gone.
    var heartbeatInterval: Double
    /// Seconds a write may wait for a client that does not read before the connection is dropped.
    var sendTimeout: Double
    /// The largest request head (request line and headers) read, in bytes; a larger one is answered 431.
    var maxHeaderBytes: Int
    /// The largest request body answered with 405; a larger declared body is answered 413.
    var maxBodyBytes: Int
    /// The largest batch a probe may post to a stream (`serve --listen`); a larger one is answered 413.
    var maxBatchBytes: Int
    /// The most sessions (apps or devices) a stream keeps; a new one past it is answered 503.
    public var maxSessions: Int
    /// The most events a session keeps; a batch that would take it past this is answered 413.
    public var maxSessionEvents: Int
    /// The token every request must carry; nil: a fresh random one. A stream restarted with its old
    /// token takes its probes back without touching the apps.
    public var token: String?

    /// The defaults: any event stream polls five times a second, 10 s for a request head, 64
    /// connections, a heartbeat every 5 s, 10 s for a write, 64 KiB of head and 1 MiB of body; for a
    /// stream, batches of up to 16 MiB, 64 sessions of up to 100,000 events (a probe's default capacity).
    public init(
        listen: ListenAddress = .loopback(port: 8080), options: SnapshotOptions = SnapshotOptions(),
        maxEvents: Int = ViewerPage.defaultMaxEvents, inputLimits: InputLimits = .standard, pollInterval: Double = 0.2,
        headerTimeout: Double = 10, maxConnections: Int = 64, heartbeatInterval: Double = 5,
        sendTimeout: Double = 10, maxHeaderBytes: Int = 64 << 10, maxBodyBytes: Int = 1 << 20,
        maxBatchBytes: Int = 16 << 20, maxSessions: Int = 64, maxSessionEvents: Int = 100_000, token: String? = nil
    ) {
        self.listen = listen
        self.options = options
        self.maxEvents = maxEvents
        self.inputLimits = inputLimits
        self.pollInterval = pollInterval
        self.headerTimeout = headerTimeout
        self.maxConnections = maxConnections
        self.heartbeatInterval = heartbeatInterval
        self.sendTimeout = sendTimeout
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxBatchBytes = maxBatchBytes
        self.maxSessions = maxSessions
        self.maxSessionEvents = maxSessionEvents
        self.token = token
    }
}
