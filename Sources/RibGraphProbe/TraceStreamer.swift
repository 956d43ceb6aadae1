import Dispatch
import Foundation

// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a probe's recording to `ribgraph serve --listen` over HTTP (URLSession), from a background queue:
/// the live view of an app on a device.
///
/// Each tick copies what changed since the last one (the probe's lock held only for that copy, as for
/// ``ContinuousTraceWriter``) into a queue of at most `capacity` events and, when no post is under way,
/// posts the queue as one batch. The first post, and the first after any failure or a full queue, is the
/// state: the whole trace as the probe holds it, which the server puts in place of what it had, so its
/// page is right after any gap. While the server is away or slow, the events that overflow the queue are
/// dropped from it and counted (the state sent afterwards still carries every event the probe keeps);
/// routing never waits for the network. After a failure the next attempt waits 0.25 s, doubling up to 5 s.
final class TraceStreamer: @unchecked Sendable {
    private let queue = DispatchQueue(label: "ribgraph.probe.stream", qos: .utility)
    private let ticker = ProbeTicker()
    // Only touched on `queue`.
    private var target: (state: URL, batch: URL, session: URLSession, capacity: Int)?
    private weak var probe: RibProbe?
    private var copied: ProbeCore.Revision?
    private var eventsCopied = 0
    private var pending: [TraceEvent] = []
    /// The trace's parts besides events at the last copy not posted yet; nil when nothing waits.
    private var latest: Trace?
    private var phase = Phase.needsState
    private var inFlight = false
    private var failures = 0
    private var retryAt = DispatchTime.now()
    private var status = StreamStatus()

    /// Starts streaming `probe` to the server at `server` (the address `serve --listen` printed, with its
    /// token) as session `session`, every `interval` seconds (at least 0.05), with a queue of `capacity`
    /// events; replaces a previous stream.
    func start(_ probe: RibProbe, to server: URL, session: String, every interval: Double, capacity: Int) {
        stop(flushingWithin: 0)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        configuration.httpMaximumConnectionsPerHost = 1
        let urlSession = URLSession(configuration: configuration)
        let timer = ProbeTicker.timer(on: queue, every: interval) { [weak self] in self?.tick() }
        queue.sync {
            target = (
                Self.url(server, session: session, action: "state"),
                Self.url(server, session: session, action: "batch"),
                urlSession, max(1, capacity)
            )
            self.probe = probe
            copied = nil
            eventsCopied = 0
            pending = []
            latest = nil
            phase = .needsState
            failures = 0
            retryAt = .now()
            status = StreamStatus()
        }
        ticker.replace(with: timer)
        timer.resume()
    }

    /// Waits up to `seconds` for the server to hold everything the probe has recorded; true when it does,
    /// false at once when the probe is not streaming.
    func flush(within seconds: Double) -> Bool {
        let deadline = DispatchTime.now() + seconds
        repeat {
            let (done, streaming) = queue.sync { () -> (Bool, Bool) in
                guard target != nil else { return (false, false) }
                guard !inFlight else { return (false, true) }
                tick()
                return (!inFlight && status.isCaughtUp, true)
            }
            if done || !streaming { return done }
            Thread.sleep(forTimeInterval: 0.01)
        } while DispatchTime.now() < deadline
        return false
    }

    /// Stops the ticks after giving the server up to `seconds` to take what is left (see ``flush(within:)``);
    /// true when it took everything.
    @discardableResult
    func stop(flushingWithin seconds: Double) -> Bool {
        let flushed = seconds > 0 && flush(within: seconds)
        ticker.replace(with: nil)?.cancel()
        queue.sync {
            target?.session.finishTasksAndInvalidate()
            target = nil
        }
        return flushed
    }

    /// What the stream has done so far.
    var currentStatus: StreamStatus { queue.sync { status } }

    /// `server` with the path of session `session`'s `action`, keeping its query (the token).
    static func url(_ server: URL, session: String, action: String) -> URL {
        var components = URLComponents(url: server, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.path = "/sessions/\(session)/\(action)"
        return components.url ?? server
    }

    /// Where the stream stands with the server.
    private enum Phase {
        /// The next post is the state (at the start, after a failure or a full queue).
        case needsState
        /// The state is on its way; what changes meanwhile waits in the queue.
        case sendingState
        /// The server holds the state; batches follow.
        case streaming
    }

    private func tick() {
        guard let target, let probe else { return }
        if phase == .needsState {
            guard !inFlight, DispatchTime.now() >= retryAt,
                let (revision, whole) = probe.changes(since: nil, eventsKept: 0)
            else { return }
            copied = revision
            eventsCopied = whole.events.count
            phase = .sendingState
            status.isCaughtUp = false
            post(whole, to: target.state, with: target.session) { [self] in
                if phase == .sendingState { phase = .streaming }
            }
            return
        }
        if let (revision, changes) = probe.changes(since: copied, eventsKept: eventsCopied) {
            copied = revision
            eventsCopied += changes.events.count
            status.isCaughtUp = false
            guard pending.count + changes.events.count <= target.capacity else {
                resync(dropping: changes.events.count)
                return
            }
            pending += changes.events
            status.queuedEvents = pending.count
            latest = changes
        }
        guard phase == .streaming, !inFlight else { return }
        guard var batch = latest else {
            status.isCaughtUp = true
            return
        }
        batch.events = pending
        latest = nil
        let count = pending.count
        post(batch, to: target.batch, with: target.session) { [self] in
            guard phase == .streaming else { return }
            pending.removeFirst(count)
            status.queuedEvents = pending.count
        }
    }

    /// Empties the queue, counting its events and `more` as dropped; the next post is the state.
    private func resync(dropping more: Int) {
        status.droppedEvents += pending.count + more
        pending = []
        latest = nil
        phase = .needsState
        status.queuedEvents = 0
    }

    /// Posts `trace` to `url`; on 200 runs `accepted` on the queue. On 409 (the server lost the session)
    /// the next post is the state; on any other failure too, after a pause that doubles up to 5 s.
    private func post(_ trace: Trace, to url: URL, with session: URLSession, accepted: @escaping @Sendable () -> Void) {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(TraceEncoder.encode(trace))
        inFlight = true
        session.dataTask(with: request) { [self] _, response, _ in
            let code = (response as? HTTPURLResponse)?.statusCode
            queue.async { [self] in
                inFlight = false
                if code == 200 {
                    failures = 0
                    status.posts += 1
                    accepted()
                    return
                }
                if code != 409 {
                    failures += 1
                    retryAt = .now() + min(5, 0.25 * Double(1 << min(failures - 1, 5)))
                }
                resync(dropping: 0)
            }
        }.resume()
    }
}
