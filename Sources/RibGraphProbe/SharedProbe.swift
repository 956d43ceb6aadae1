extension RibProbe {
    /// Starts recording the tree under `root` with a new probe and makes it ``shared``, replacing the probe
    /// started before (which stops being shared, not recording). The one line an app adds after
    /// `launch(from:)`; base routers and interactors then report through `RibProbe.shared?.…`.
    /// `root` is held weakly. Callable from any thread.
    @discardableResult
    public static func start(root: AnyObject, app: String? = nil, configuration: Configuration = .init()) -> RibProbe {
        let probe = RibProbe(root: root, app: app, configuration: configuration)
        slot.lock.withLock { slot.probe = probe }
        return probe
    }

    /// The probe of the last ``start(root:app:configuration:)``, nil before it and after ``stop()``.
    ///
    /// Not isolated to an actor: hooks run on whichever thread routes (the main thread in RIBs apps) and
    /// a trace is best written from a background queue, so the slot is guarded by the probe's lock, and
    /// the probe itself is `Sendable`. Reading it costs one uncontended lock.
    public static var shared: RibProbe? {
        slot.lock.withLock { slot.probe }
    }

    /// Forgets the shared probe: hooks called through ``shared`` record nothing from then on.
    public static func stop() {
        slot.lock.withLock { slot.probe = nil }
    }

    private static let slot = SharedSlot()
}

/// Where the shared probe lives: a reference guarded by its own lock (not the probe's, so that reading
/// ``RibProbe/shared`` never waits for an observation).
private final class SharedSlot: @unchecked Sendable {
    let lock = ProbeLock()
    var probe: RibProbe?
}
