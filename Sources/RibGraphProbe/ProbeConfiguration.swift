import Dispatch

extension RibProbe {
    /// How a ``RibProbe`` records: how many events it keeps, how deep it reflects, and how it reads
    /// a router's attached children.
    ///
    /// Set it once, before the probe is created; a probe copies its configuration and never changes it.
    public struct Configuration: Sendable {
        /// How many events the probe keeps. Events beyond it are dropped and counted in
        /// `Trace.droppedEvents`; the kept events are the first ones, so the trace still replays.
        /// Must be at least 0.
        public var eventCapacity: Int = 100_000

        /// How far the probe follows stored properties and `children` arrays from a router before it
        /// stops: a bound against very deep object graphs and runaway recursion. Must be at least 1.
        public var maximumDepth: Int = 64

        /// A fast way to read a router's attached children, for example
        /// `{ ($0 as? Routing)?.children.map { $0 as AnyObject } }`. Return nil for an object the closure
        /// does not know: the probe then reads the router's `children` through `Mirror`, about 500 times
        /// slower. Called with the probe's lock held, from whichever thread calls ``RibProbe/observe()``
        /// or a hook: it must not call the probe, and must only read.
        public var children: (@Sendable (AnyObject) -> [AnyObject]?)? = nil

        /// Where event times come from, in nanoseconds on any steadily increasing scale; the trace
        /// records each event's time since the probe was created. The default is the system's uptime.
        /// Replace it for recordings that must be identical run after run (a scripted demo, a test).
        public var clock: @Sendable () -> UInt64 = Configuration.uptime

        /// How long, in seconds, a detached RIB's router or interactor may stay alive before the trace
        /// records it as a suspected leak; nil turns leak detection off. Checked by ``RibProbe/observe()``:
        /// a RIB is reported by the first observation at least this long after its detach, if it is not
        /// attached again by then. A router the app keeps on purpose to show again later is reported
        /// while it waits, and the report is withdrawn when it is attached again.
        public var leakDelay: Double? = 2

        /// Whether routes record how each child is shown (``ProbeCore/settlePresentations()``): where UIKit is,
        /// whose view controllers tell it. Elsewhere nothing shows a RIB's view, so it is off, and recordings
        /// made there (the samples) stay as they were; tests turn it on for view controller doubles.
        var recordsPresentations = Configuration.hasUIKit

        #if canImport(UIKit) && !os(watchOS)
        static let hasUIKit = true
        #else
        static let hasUIKit = false
        #endif

        /// The system's uptime in nanoseconds, the default ``clock``.
        public static let uptime: @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

        /// Creates a configuration; every argument has the default described on its property.
        public init(
            eventCapacity: Int = 100_000, maximumDepth: Int = 64,
            children: (@Sendable (AnyObject) -> [AnyObject]?)? = nil,
            clock: @escaping @Sendable () -> UInt64 = Configuration.uptime, leakDelay: Double? = 2
        ) {
            self.eventCapacity = max(0, eventCapacity)
            self.maximumDepth = max(1, maximumDepth)
            self.children = children
            self.clock = clock
            self.leakDelay = leakDelay.map { max(0, $0) }
        }
    }
}
