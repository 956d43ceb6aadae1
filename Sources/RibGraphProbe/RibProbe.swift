import Foundation

// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

/// Records a live RIBs tree in an app: attach/detach events, which RIBs are viewless, the builders each
/// router holds, and which component satisfies which child's Dependency. Exports a ribgraph trace.
///
/// Where UIKit is, each route also records how the parent shows the child (push, present, embed, tab, root,
/// none), read from the child's view controller at the first ``observe()`` or hook call on the main thread
/// after its attach; docs/probe.md says what is and is not seen.
///
/// Two ways to record, which can be mixed:
/// - call ``observe()`` after the tree may have changed (e.g. after each navigation, or on a timer on the
///   main thread): it diffs the live tree against the last observation;
/// - call the hooks (``didAttach(_:to:)``, ``willDetach(_:from:)``, ``interactorDidBecomeActive(_:)``,
///   ``interactorWillResignActive(_:)``) from a base router or base interactor of the app, through
///   ``shared`` once ``start(root:app:configuration:)`` made the app's probe; before or after
///   `attachChild` returns gives the same recording.
///
/// The probe holds only weak references to the app's objects: it never keeps a router, interactor,
/// builder or component alive. A router released while attached is recorded as detached at the next
/// ``observe()``; one still alive ``Configuration/leakDelay`` after its detach is recorded as a suspected
/// leak. ``writeContinuously(to:every:)`` keeps a file up to date for `ribgraph serve`. Every method can be called from any thread (one lock guards the state); ``observe()``
/// reads routers' `children` and a new router's stored properties, so call it on the thread that changes
/// the tree (the main thread in RIBs apps), or while the tree is not changing.
///
/// Ids: each router instance gets a stable RIB id, its type name without `Router` (`LoggedInRouter` →
/// `LoggedIn`), `LoggedIn#2` for a second instance alive at the same time. A RIB detached and attached
/// again keeps its id while the object lives; a new object takes the lowest id of its name that no live
/// object holds and that is not attached, so a RIB rebuilt each time it is shown keeps one id.
public final class RibProbe: @unchecked Sendable {
    private let lock = ProbeLock()
    private let core: ProbeCore
    private let app: String?
    let writer = ContinuousTraceWriter()
    let streamer = TraceStreamer()

    /// Creates a probe for the tree under `root` (usually the launch router) and starts its clock.
    /// Nothing is recorded until the first ``observe()`` or hook call; ``observe()`` treats `root` as
    /// launched, so call it after `launch(from:)`. `app` names the app in the trace. `root` is held weakly.
    public init(root: AnyObject, app: String? = nil, configuration: Configuration = .init()) {
        core = ProbeCore(root: root, configuration: configuration)
        self.app = app
    }

    /// Reads the live tree from the root and records the attach/detach events that bring the recorded tree
    /// to it: one `detach` for the top of each subtree that is gone or moved (replay detaches the whole
    /// subtree), then an `attach` for each live RIB not yet attached, parents before children. Each new
    /// router is reflected once (types, builders, dependencies, components, adapters, listeners); an
    /// unchanged tree costs only the walk over `children`. Call it on the thread that changes the tree.
    public func observe() {
        lock.withLock { core.observe() }
    }

    /// Records that `child` (a router) was attached to `parent` (nil: `child` is a root being launched).
    /// For apps whose base router can report attaches, best right after `attachChild` returns. A known
    /// router costs a dictionary lookup; a new one is reflected once. A `parent` not recorded yet (its own
    /// call comes later, as RIBs attaches `didLoad`'s children inside `attachChild`) is attached first,
    /// under the live router holding it; a repeated call records nothing. Calls that contradict the live
    /// tree are counted in ``ignoredHookCalls`` instead of being recorded.
    public func didAttach(_ child: AnyObject, to parent: AnyObject?) {
        lock.withLock { core.didAttach(child, to: parent) }
    }

    /// Records that `child` is about to be detached, with its whole subtree. The recorded parent is used;
    /// `parent` documents the call site. A known router that is not attached (one in a subtree detached
    /// earlier, as when a deallocated router detaches its remaining children) records nothing; a router
    /// the probe has never seen is counted in ``ignoredHookCalls``.
    public func willDetach(_ child: AnyObject, from parent: AnyObject?) {
        lock.withLock { core.willDetach(child) }
    }

    /// Records the attach of the RIB whose interactor is `interactor`, for apps whose base interactor can
    /// report `didBecomeActive` (RIBs activates a child right after appending it to its parent's
    /// `children`). The interactor must store its router in `router` (the tutorial's `weak var router`)
    /// unless the router is already known. Call it after the router is in its parent's `children`.
    public func interactorDidBecomeActive(_ interactor: AnyObject) {
        lock.withLock { core.interactorDidBecomeActive(interactor) }
    }

    /// Records the detach of the RIB whose interactor is `interactor`, if it is attached. RIBs deactivates
    /// a subtree parent first, so the children's calls that follow find nothing left to detach.
    public func interactorWillResignActive(_ interactor: AnyObject) {
        lock.withLock { core.interactorWillResignActive(interactor) }
    }

    /// Hook calls not recorded because they contradicted the recorded tree (see ``didAttach(_:to:)``).
    public var ignoredHookCalls: Int {
        lock.withLock { core.ignoredHookCalls }
    }

    /// The recording so far: RIBs (including those only a route points at), routes, events with `time` in
    /// seconds since the probe was created, dependencies, components, adapters, listeners and
    /// `droppedEvents`. Its events replay without error to the tree last recorded.
    public func export() -> Trace {
        lock.withLock { core.export(app: app) }
    }

    /// Writes the trace to `url` every `interval` seconds (at least 0.05) while it changes, atomically,
    /// from a background queue, until ``stopWriting()``: a file `ribgraph serve` can show live. Each write
    /// holds the probe's lock only to copy what changed since the last one. Calling it again moves the
    /// writing to the new file and interval. A write that fails (a full disk) is tried again at the next tick.
    public func writeContinuously(to url: URL, every interval: Double = 1) {
        writer.start(self, to: url, every: interval)
    }

    /// Stops ``writeContinuously(to:every:)``; the file keeps its last complete version.
    public func stopWriting() {
        writer.stop()
    }

    /// Sends the recording to `ribgraph serve --listen` at `server` (the address it printed, token
    /// included: `http://192.168.1.20:8080/?token=…`) as session `session` (1 to 64 letters, digits, `-`,
    /// `_` or `.`; one per app or device), every `interval` seconds (at least 0.05), from a background
    /// queue, until ``stopStreaming(flushingWithin:)``. Only new events are sent, in batches; the whole
    /// trace is sent first and again after any failure, so the server's page is right after a gap. At
    /// most `queueCapacity` events wait for a slow or absent server: more are dropped from the queue and
    /// counted in ``streamStatus`` (never blocking the app's threads). Calling it again replaces the stream.
    public func stream(to server: URL, session: String, every interval: Double = 0.25, queueCapacity: Int = 10_000) {
        streamer.start(self, to: server, session: session, every: interval, capacity: queueCapacity)
    }

    /// Waits up to `seconds` for the server to hold everything recorded so far; false when it did not
    /// (it is away, or slow). Blocks the caller: not for the main thread of an app in use.
    @discardableResult
    public func flushStream(within seconds: Double) -> Bool {
        streamer.flush(within: seconds)
    }

    /// Stops ``stream(to:session:every:queueCapacity:)`` after up to `seconds` (blocking the caller) for
    /// the server to take what is left; true when it took everything.
    @discardableResult
    public func stopStreaming(flushingWithin seconds: Double = 2) -> Bool {
        streamer.stop(flushingWithin: seconds)
    }

    /// Posts the server accepted, events dropped from the stream's queue, events waiting in it, and
    /// whether the server holds everything recorded at the last tick.
    public var streamStatus: StreamStatus { streamer.currentStatus }

    /// The changes since `revision` (nil: everything) as a trace holding only the events after the first
    /// `eventsKept`, or nil when nothing changed.
    func changes(since revision: ProbeCore.Revision?, eventsKept: Int) -> (ProbeCore.Revision, Trace)? {
        lock.withLock {
            let now = core.revision
            guard now != revision else { return nil }
            return (now, core.export(app: app, firstEvent: eventsKept))
        }
    }

    /// Writes ``export()`` to `url` as ribgraph-trace JSON, version 1, atomically (a temporary file renamed
    /// over the destination): keys sorted, events as compact rows, byte-identical for the same recording.
    /// Throws the file system's error when the file cannot be written; an existing file is then untouched.
    public func write(to url: URL) throws {
        let bytes = TraceEncoder.encode(export())
        try Data(bytes).write(to: url, options: .atomic)
    }
}
