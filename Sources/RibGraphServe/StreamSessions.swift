import Foundation
import RibGraph
import RibOutput
import RibTrace

/// The sessions of a stream (`serve --listen`): for each app or device, the trace its probe's batches
/// built, kept in memory and written to its file (a ``SessionFile``: appended in O(batch), always a valid
/// trace, synced to the disk) before the batch is acknowledged, so a crash of either side, or of the
/// machine, loses nothing the server answered 200 to. The page and the event stream of a session watch
/// that file, as `serve FILE` watches a probe's.
///
/// A probe first posts its state (the whole trace: after it connects, and after any gap), then batches of
/// the events that follow. A batch whose first event does not follow what the session holds (the server
/// restarted, a batch was lost), or whose events do not replay on the session's tree (detaching what is not
/// attached, RIBs that do not extend the session's, an origin other than the session's), is answered 409
/// with the reason, and the probe sends its state again; the session and its file stay as they were, valid.
/// So is a new session whose id differs from another's only in case (`Dev` and `dev`): on macOS's default
/// file system both would be one file.
final class StreamSessions: @unchecked Sendable {
    /// One app's or device's recording and what serves it.
    struct Session {
        /// The trace as the batches built it.
        var trace: Trace
        /// The tree its events replay to, which the next batch must follow.
        var tree: RecordedTree
        /// The file it is written to.
        var stored: SessionFile
        /// The session's page, drawn once per version of the file.
        let page: PageCache
        /// The session's event stream, which tells its page to reload.
        let events: EventStream
    }

    /// What a probe posts.
    enum Post {
        /// The whole trace, replacing what the session holds.
        case state
        /// The events that follow what the session holds, with the trace's other parts as they are now.
        case batch
    }

    private let output: String
    private let isFolder: Bool
    private let settings: ServeSettings
    private let token: String
    private let log: ThrottledLog
    /// Guards `sessions`; held while a batch is written, so each session's file follows its batches in order.
    private let lock = NSLock()
    private var sessions: [String: Session] = [:]

    /// Sessions written to `output`: one file per session (`ID.json`) in it when it is a folder, else the
    /// one session it takes. Pages carry `token`; each drawing is reported to `log`.
    init(output: String, settings: ServeSettings, token: String, log: ThrottledLog) {
        var isDirectory: ObjCBool = false
        isFolder = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue
        self.output = output
        self.settings = settings
        self.token = token
        self.log = log
    }

    /// Whether `id` can name a session: 1 to 64 letters, digits, `-`, `_` or `.`, not starting with `.`
    /// (it becomes a file name and a path segment).
    static func isValidID(_ id: Substring) -> Bool {
        (1...64).contains(id.utf8.count) && id.first != "."
            && id.utf8.allSatisfy {
                $0 < 0x80
                    && (Character(UnicodeScalar($0)).isLetter || Character(UnicodeScalar($0)).isNumber
                        || "-_.".utf8.contains($0))
            }
    }

    /// The session `id`, once a state has arrived for it.
    func session(_ id: Substring) -> Session? { lock.withLock { sessions[String(id)] } }

    /// Every session's id, app and event count, by id.
    func list() -> [(id: String, app: String?, events: Int)] {
        lock.withLock {
            sessions.map { ($0.key, $0.value.trace.app, $0.value.trace.events.count) }.sorted { $0.id < $1.id }
        }
    }

    /// Takes a probe's post for session `id` and writes the session's file; returns the answer's text.
    /// Throws the answer: 400 for a body that is no trace or a state that does not replay, 409 for a batch
    /// that does not follow the session or does not replay on it (or a second session when `-o` is a file), 413 past ``ServeSettings/maxSessionEvents``, 503
    /// past ``ServeSettings/maxSessions`` or when the file cannot be written (the session is unchanged).
    func receive(_ post: Post, for id: Substring, body: [UInt8]) throws(HTTPRejection) -> String {
        let id = String(id)
        let received: Trace
        let form: TraceDecoder.Form
        do {
            let decoded = try TraceDecoder(limits: settings.inputLimits).decodeDocument(
                body, file: "the batch of session \(id)")
            received = decoded.trace
            form = decoded.form
        } catch {
            throw .badRequest(LivePage.message(for: error, file: "the batch of session \(id)"))
        }
        lock.lock()
        defer { lock.unlock() }
        // Taken out of the dictionary (and put back however this ends), the session's event list is not
        // shared, so a batch appends to it in place: O(batch), not O(session).
        var existing = sessions.removeValue(forKey: id)
        defer { if let existing { sessions[id] = existing } }
        if existing == nil { try admitNewSession(id) }
        let tree = try replayed(post, received, form: form, on: existing, id: id)
        let total = (post == .batch ? existing?.trace.events.count ?? 0 : 0) + received.events.count
        guard total <= settings.maxSessionEvents else {
            throw HTTPRejection(
                status: .contentTooLarge, reason: "a session keeps at most \(settings.maxSessionEvents) events")
        }
        var session: Session
        if let taken = existing {
            session = taken
        } else {
            session = try makeSession(id)
        }
        existing = nil
        defer { sessions[id] = session }
        // `held` keeps what a failed write restores, but never a second reference to a batch's event list.
        var held = session.trace
        var trace = received
        if post == .batch {
            held.events = []
            trace.events = session.trace.events
            session.trace.events = []
            trace.events += received.events
        }
        session.trace = trace
        do {
            try session.stored.write(session.trace, newEvents: received.events.count)
        } catch {
            var events = session.trace.events
            session.trace = held
            if post == .batch {
                events.removeLast(received.events.count)
                session.trace.events = events
            }
            throw HTTPRejection(status: .serviceUnavailable, reason: error.description)
        }
        session.tree = tree
        return "session \(id) holds \(total) events\n"
    }

    /// Throws unless one more session, `id`, fits: 503 past ``ServeSettings/maxSessions``, 409 for a second one
    /// when `-o` is a file or for an id that differs from a session's only in case. Called with the lock
    /// held, the session not yet among ``sessions``.
    private func admitNewSession(_ id: String) throws(HTTPRejection) {
        if let other = FileNameKey.clash(of: id, among: sessions.keys) {
            throw HTTPRejection(
                status: .conflict,
                reason: "session \(id) differs from session \(other) only in case, and on macOS's default file "
                    + "system both are one file: use another id")
        }
        guard sessions.count < settings.maxSessions else {
            throw HTTPRejection(
                status: .serviceUnavailable, reason: "this server keeps \(settings.maxSessions) sessions already")
        }
        guard isFolder || sessions.isEmpty else {
            throw HTTPRejection(
                status: .conflict,
                reason: "\(InputFile.displayName(output)) holds one session; "
                    + "restart ribgraph serve with -o naming a folder to take several")
        }
    }

    /// The tree `received` (a document of `form`) replays to: a state on its own, a batch on `existing`'s tree.
    /// Throws 409 for a batch that does not follow or does not replay on the session, or would change its form
    /// or origin, 400 for a state that does not replay.
    private func replayed(
        _ post: Post, _ received: Trace, form: TraceDecoder.Form, on existing: Session?, id: String
    ) throws(HTTPRejection) -> RecordedTree {
        guard post == .batch else {
            switch RecordedTree(ribCount: 0).extended(by: received.events, ribs: received.ribs) {
            case .success(let replayed): return replayed
            case .failure(let contradiction):
                throw .badRequest(
                    "event \(contradiction.seq) of the state of session \(id) does not replay: \(contradiction.reason)")
            }
        }
        guard let existing else {
            throw HTTPRejection(status: .conflict, reason: "session \(id) is unknown here: send the state first")
        }
        guard form == .trace else {
            throw HTTPRejection(
                status: .conflict,
                reason: "a batch of session \(id) is a ribgraph trace, not a nested tree: send the state first")
        }
        guard received.origin == existing.trace.origin else {
            throw HTTPRejection(
                status: .conflict,
                reason: "session \(id) is a trace of origin \(existing.trace.origin.rawValue); a batch cannot make it "
                    + "\(received.origin.rawValue): send the state first")
        }
        let held = existing.trace.events.last?.seq ?? 0
        if let first = received.events.first?.seq, first != held + 1 {
            throw HTTPRejection(
                status: .conflict,
                reason: "session \(id) holds events to seq \(held); "
                    + "the batch starts at \(first): send the state first")
        }
        guard received.ribs.starts(with: existing.trace.ribs) else {
            throw HTTPRejection(
                status: .conflict,
                reason: "the batch's RIBs do not extend the \(existing.trace.ribs.count) of session \(id): "
                    + "send the state first")
        }
        switch existing.tree.extended(by: received.events, ribs: received.ribs) {
        case .success(let extended): return extended
        case .failure(let contradiction):
            throw HTTPRejection(
                status: .conflict,
                reason: "event \(contradiction.seq) of session \(id) does not replay: \(contradiction.reason); "
                    + "send the state first")
        }
    }

    private func makeSession(_ id: String) throws(HTTPRejection) -> Session {
        let path = isFolder ? URL(fileURLWithPath: output).appendingPathComponent("\(id).json").path : output
        let file: WatchedFile
        do { file = try WatchedFile(path: path) } catch {
            throw HTTPRejection(status: .serviceUnavailable, reason: error.description)
        }
        log.log("ribgraph serve: session \(id) is written to \(file.name)")
        return Session(
            trace: Trace(app: nil, ribs: [], routes: [], events: []), tree: RecordedTree(ribCount: 0),
            stored: SessionFile(file: file),
            page: PageCache(file: file, settings: settings, token: token, log: log, events: "/sessions/\(id)/events"),
            events: EventStream(file: file, settings: settings))
    }
}
