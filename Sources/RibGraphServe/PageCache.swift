import Foundation
import RibGraph
import RibTrace

/// The page of the trace file, drawn once per version of the file and shared by every request for it.
/// Renders run one at a time: requests that arrive during a render wait for it and take its page
/// instead of drawing their own, so fifty loads cost one render, and Graphviz (which leaks a little per
/// render) runs once per change of the file, not once per load.
final class PageCache: @unchecked Sendable {
    private let file: WatchedFile
    private let settings: ServeSettings
    private let token: String
    private let events: String
    private let log: ThrottledLog
    /// Guards `cached` and `renders`; never held during a render.
    private let lock = NSLock()
    /// Held for the whole of one render.
    private let renderLock = NSLock()
    private var cached: (version: FileVersion?, page: [UInt8])?
    /// How many renders have finished.
    private var renders = 0

    /// A cache of `file`'s page drawn with `settings`, its reload script listening on the event stream at
    /// path `events` with `token`; each render is reported to `log`.
    init(file: WatchedFile, settings: ServeSettings, token: String, log: ThrottledLog, events: String = "/events") {
        self.file = file
        self.settings = settings
        self.token = token
        self.events = events
        self.log = log
    }

    /// The page of the file as it is now: the cached one when the file has not changed since it was
    /// drawn, the one a render that finished while this call waited, or a fresh one.
    func page() -> [UInt8] {
        let version = file.version()
        let (hit, rendersBefore) = lock.withLock { (cached.flatMap { $0.version == version ? $0.page : nil }, renders) }
        if let hit { return hit }
        renderLock.lock()
        defer { renderLock.unlock() }
        let shared = lock.withLock { renders != rendersBefore ? cached?.page : nil }
        if let shared { return shared }
        let fresh = render()
        guard fresh.keep else { return fresh.page }
        lock.withLock {
            cached = (fresh.version, fresh.page)
            renders += 1
        }
        return fresh.page
    }

    /// Reads, decodes and draws the file once, naming the version it drew (nil: no file). A page about
    /// descriptors or memory running out says nothing about the file and is not to be kept.
    private func render() -> (version: FileVersion?, page: [UInt8], keep: Bool) {
        let start = ContinuousClock.now
        let read: (version: FileVersion, bytes: [UInt8])
        do {
            read = try file.read(limits: settings.inputLimits)
        } catch {
            return (file.version(), errorPage(error), error.kind != .internalFailure)
        }
        do {
            let loaded = try TraceDecoder(limits: settings.inputLimits).load(read.bytes, source: file.name)
            let html = try ViewerPage(trace: loaded, options: settings.options, maxEvents: settings.maxEvents).render()
            let page = LivePage.viewer(html, token: token, events: events)
            log.log(
                "ribgraph serve: drew the page of \(file.name) (\(loaded.trace.ribs.count) RIBs, "
                    + "\(ByteCount(page.count))) in \((ContinuousClock.now - start).milliseconds) ms")
            return (read.version, page, true)
        } catch {
            return (read.version, errorPage(error), true)
        }
    }

    private func errorPage(_ error: Error) -> [UInt8] {
        let message = LivePage.message(for: error, file: file.name)
        log.log("ribgraph serve: drew an error page: \(message)")
        return LivePage.error(message, token: token, events: events)
    }
}
