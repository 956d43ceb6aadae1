import Foundation
import RibAnalysis
import RibGraph
import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves the HTML viewer of one trace file on the loopback interface (127.0.0.1) and reloads open
/// pages when the file changes: the live view of a probe that writes continuously (a simulator's
/// Documents folder is on the Mac's disk). Or, made with ``init(streamingTo:settings:log:)``, takes the
/// batches probes post (`ribgraph serve --listen`, for devices) and serves a page per session.
///
/// `GET /?token=…` is the viewer of the file (drawn once per change, ``PageCache``); `GET /events?token=…`
/// a server-sent event stream that says `data: changed` when the file changes (``EventStream``), on
/// which the page reloads itself. Only requests naming the server by a loopback Host and carrying the
/// random token of ``url`` are served (``AccessPolicy``). One thread per connection: at most
/// ``ServeSettings/maxConnections`` served with the token, as many more waiting to show it (the oldest
/// dropped for a new one), each request head within ``ServeSettings/headerTimeout``:
/// meant for one developer's browser, and built to outlast whatever else reaches the port.
///
/// A stream answers `GET /?token=…` with the index of its sessions, `GET /sessions/ID?token=…` and
/// `GET /sessions/ID/events?token=…` as above for session `ID`'s file, and takes
/// `POST /sessions/ID/state?token=…` (a probe's whole trace) and `POST /sessions/ID/batch?token=…` (the
/// events that follow), see ``StreamSessions``.
public final class LiveServer: @unchecked Sendable {
    /// The port it listens on (the one the system chose when asked for port 0).
    public let port: UInt16
    /// The address it listens on, with that port.
    public let address: ListenAddress
    private let listener: TCPListener
    private let settings: ServeSettings
    private let access: AccessPolicy
    private let content: Content
    private let log: ThrottledLog
    private let lock = NSLock()
    private var isStopped = false
    /// Connections whose request has not shown the token yet, oldest first (by descriptor).
    private var unproven: [Int32] = []
    /// Connections whose request carried the token, event streams included.
    private var proven: Set<Int32> = []

    /// What the server shows: one watched file, or a stream's sessions.
    private enum Content {
        case file(PageCache, EventStream)
        case stream(StreamSessions)
    }

    /// Checks the trace at `path` (a regular file that decodes) and listens on `settings.listen`.
    /// `log` receives one line per page drawn and per trouble (refused connections, failed accepts); by
    /// default standard error. Throws ``LiveServerError`` (`-`, a port that is taken), `InputError`
    /// (missing, unreadable, not a regular file, too large, or a trace that does not decode).
    public convenience init(
        trace path: String, settings: ServeSettings = ServeSettings(),
        log: @escaping @Sendable (String) -> Void = LiveServer.standardError
    ) throws {
        let file = try WatchedFile(path: path)
        _ = try TraceDecoder(limits: settings.inputLimits).load(
            file.read(limits: settings.inputLimits).bytes, source: file.name)
        try self.init(settings: settings, log: log) { token, log in
            .file(
                PageCache(file: file, settings: settings, token: token, log: log),
                EventStream(file: file, settings: settings))
        }
    }

    /// Listens on `settings.listen` for probes' streams, writing each session to `output`: one file per
    /// session (`ID.json`) when it is an existing folder, else the file for the one session it takes.
    /// Throws ``LiveServerError`` (a port that is taken).
    public convenience init(
        streamingTo output: String, settings: ServeSettings = ServeSettings(),
        log: @escaping @Sendable (String) -> Void = LiveServer.standardError
    ) throws {
        try self.init(settings: settings, log: log) { token, log in
            .stream(StreamSessions(output: output, settings: settings, token: token, log: log))
        }
    }

    /// Listens on `settings.listen` and shows what `content` makes with the token and the log.
    private init(
        settings: ServeSettings, log: @escaping @Sendable (String) -> Void,
        content: (String, ThrottledLog) -> Content
    ) throws(LiveServerError) {
        listener = try TCPListener(address: settings.listen)
        port = listener.port
        address = settings.listen.with(port: port)
        self.settings = settings
        let throttled = ThrottledLog(write: log)
        self.log = throttled
        access = AccessPolicy(
            port: port, token: settings.token ?? AccessPolicy.randomToken(),
            acceptsAddresses: !settings.listen.isLoopback)
        self.content = content(access.token, throttled)
    }

    /// The page's address, with its token.
    public var url: String { "http://\(address)/?token=\(access.token)" }

    /// The random token every request must carry.
    public var token: String { access.token }

    /// Writes `line` to standard error, whole, as terminal text (names from the file cannot control the terminal).
    public static let standardError: @Sendable (String) -> Void = { line in
        let bytes = Array((TerminalText.line(line) + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Accepts connections until ``stop()``, answering each on its own thread. Blocks the caller. A failed
    /// accept is logged and retried (after a pause when descriptors run out); only a listening socket that
    /// no retry mends ends it, with ``LiveServerError/acceptFailed(reason:)``.
    public func run() throws(LiveServerError) {
        while true {
            let accepted = listener.accept()
            if stopped {
                if case .success(let fd) = accepted { close(fd) }
                return
            }
            switch accepted {
            case .success(let fd):
                admit(fd)
            case .failure(let failure) where failure.code == EINTR:
                continue
            case .failure(let failure):
                switch failure.remedy {
                case .retry:
                    log.log(
                        "ribgraph serve: accepting a connection failed (\(failure.words)); going on",
                        kind: "accept \(failure.code)")
                case .backOff:
                    log.log(
                        "ribgraph serve: cannot accept connections now (\(failure.words)); trying again shortly",
                        kind: "accept \(failure.code)")
                    Thread.sleep(forTimeInterval: 0.1)
                case .giveUp:
                    throw .acceptFailed(reason: failure.words)
                }
            }
        }
    }

    /// Stops accepting and ends open event streams at their next check.
    public func stop() {
        lock.withLock { isStopped = true }
        listener.shutDown()
    }

    private var stopped: Bool { lock.withLock { isStopped } }

    /// Serves `fd` on a thread of its own. Slots are kept apart so that nobody without the token can take
    /// them from those who have it (issue 31): a connection waits for its request among at most
    /// ``ServeSettings/maxConnections`` others that have not shown the token, and past that the oldest of
    /// them is dropped; only a request with the token takes one of the ``ServeSettings/maxConnections``
    /// slots of those served, and is answered 503 when they are all taken.
    private func admit(_ fd: Int32) {
        let acceptedAt = ContinuousClock.now
        let dropped = lock.withLock { () -> Bool in
            unproven.append(fd)
            guard unproven.count > settings.maxConnections else { return false }
            // Under the lock, the oldest has not reached its own end (which unlists it before closing).
            shutdown(unproven.removeFirst(), Int32(SHUT_RDWR))
            return true
        }
        if dropped {
            log.log(
                "ribgraph serve: \(settings.maxConnections) connections have not shown the token yet; "
                    + "dropping the oldest", kind: "unproven")
        }
        Thread.detachNewThread { [self] in
            let connection = ClientConnection(fd: fd, sendTimeout: settings.sendTimeout)
            answer(connection, deadline: acceptedAt + .milliseconds(Int(settings.headerTimeout * 1000)))
            lock.withLock {
                unproven.removeAll { $0 == fd }
                proven.remove(fd)
            }
            connection.finish()
        }
    }

    /// Moves the connection `fd`, whose request carries the token, to the slots of those served; false
    /// (after answering 503) when they are all taken or when it was dropped meanwhile.
    private func prove(_ fd: Int32, on connection: ClientConnection) -> Bool {
        let admitted = lock.withLock { () -> Bool? in
            guard let index = unproven.firstIndex(of: fd) else { return nil }
            unproven.remove(at: index)
            guard proven.count < settings.maxConnections else { return false }
            proven.insert(fd)
            return true
        }
        guard admitted == false else { return admitted == true }
        log.log("ribgraph serve: \(settings.maxConnections) connections are open; answering 503 to more", kind: "full")
        let busy = HTTPRejection(
            status: .serviceUnavailable, reason: "\(settings.maxConnections) connections are open; try again later")
        _ = busy.response.send(on: connection, body: true)
        return false
    }

    private func answer(_ connection: ClientConnection, deadline: ContinuousClock.Instant) {
        let reader = HTTPRequestReader(maxHeaderBytes: settings.maxHeaderBytes, deadline: deadline)
        switch reader.read(from: connection) {
        case .gone:
            return
        case .rejected(let rejection):
            _ = rejection.response.send(on: connection, body: true)
        case .request(let request, let bodyStart):
            let headOnly = request.method == "HEAD"
            if (try? access.checkToken(of: request)) != nil, !prove(connection.fd, on: connection) { return }
            do {
                try route(request, bodyStart: bodyStart, on: connection, headOnly: headOnly, deadline: deadline)
            } catch {
                _ = error.response.send(on: connection, body: !headOnly)
            }
        }
    }

    /// Checks Host first, then serves the file or the stream.
    private func route(
        _ request: HTTPRequest, bodyStart: [UInt8], on connection: ClientConnection, headOnly: Bool,
        deadline: ContinuousClock.Instant
    ) throws(HTTPRejection) {
        try access.checkHost(of: request)
        switch content {
        case .file(let cache, let events):
            try routeFile(request, on: connection, headOnly: headOnly, cache: cache, events: events)
        case .stream(let sessions):
            try routeStream(
                request, bodyStart: bodyStart, on: connection, headOnly: headOnly, deadline: deadline,
                sessions: sessions)
        }
    }

    /// Checks body, method, path and token in that order, then serves the page or the event stream.
    private func routeFile(
        _ request: HTTPRequest, on connection: ClientConnection, headOnly: Bool,
        cache: PageCache, events: EventStream
    ) throws(HTTPRejection) {
        if let length = request.declaredLength, length > settings.maxBodyBytes {
            throw HTTPRejection(status: .contentTooLarge, reason: "serve takes no request bodies")
        }
        guard request.method == "GET" || headOnly else {
            throw HTTPRejection(status: .methodNotAllowed, reason: "serve answers GET and HEAD only")
        }
        switch request.path {
        case "/":
            try access.checkToken(of: request)
            let page = HTTPResponse(status: .ok, type: "text/html; charset=utf-8", body: cache.page())
            _ = page.send(on: connection, body: !headOnly)
        case "/events":
            try access.checkToken(of: request)
            events.serve(on: connection, headOnly: headOnly) { stopped }
        default:
            throw HTTPRejection(status: .notFound, reason: "not found")
        }
    }

    /// Checks the token before anything else (a body is read only from a probe that has it), then serves
    /// the index, a session's page or event stream, or takes a post.
    private func routeStream(
        _ request: HTTPRequest, bodyStart: [UInt8], on connection: ClientConnection, headOnly: Bool,
        deadline: ContinuousClock.Instant, sessions: StreamSessions
    ) throws(HTTPRejection) {
        try access.checkToken(of: request)
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let isRead = request.method == "GET" || headOnly
        if parts.elementsEqual([""]) {
            guard isRead else {
                throw HTTPRejection(status: .methodNotAllowed, reason: "the index answers GET and HEAD only")
            }
            let index = HTTPResponse(
                status: .ok, type: "text/html; charset=utf-8",
                body: LivePage.index(sessions.list(), token: access.token))
            _ = index.send(on: connection, body: !headOnly)
            return
        }
        guard (2...3).contains(parts.count), parts.first == "sessions",
            StreamSessions.isValidID(parts[parts.startIndex + 1])
        else {
            throw HTTPRejection(status: .notFound, reason: "not found")
        }
        let id = parts[parts.startIndex + 1], action = parts.count == 3 ? parts.last! : ""
        switch (action, isRead) {
        case ("state", false), ("batch", false):
            guard request.method == "POST" else {
                throw HTTPRejection(status: .methodNotAllowed, reason: "a probe POSTs its \(action)")
            }
            let body = try RequestBody.read(
                request, start: bodyStart, from: connection, limit: settings.maxBatchBytes,
                deadline: deadline + .milliseconds(Int(settings.headerTimeout * 1000)))
            let text = try sessions.receive(action == "state" ? .state : .batch, for: id, body: body)
            _ = HTTPResponse(status: .ok, type: "text/plain; charset=utf-8", body: Array(text.utf8)).send(
                on: connection, body: true)
        case ("", true), ("events", true):
            guard let session = sessions.session(id) else {
                throw HTTPRejection(status: .notFound, reason: "no probe has sent session \(id) yet")
            }
            if action == "events" {
                session.events.serve(on: connection, headOnly: headOnly) { stopped }
            } else {
                _ = HTTPResponse(status: .ok, type: "text/html; charset=utf-8", body: session.page.page()).send(
                    on: connection, body: !headOnly)
            }
        case ("state", true), ("batch", true), ("", false), ("events", false):
            throw HTTPRejection(
                status: .methodNotAllowed, reason: "a page answers GET and HEAD; a probe POSTs state and batch")
        default:
            throw HTTPRejection(status: .notFound, reason: "not found")
        }
    }
}
