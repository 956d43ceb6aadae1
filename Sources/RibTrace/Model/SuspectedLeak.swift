/// A RIB whose router or interactor was still alive some time after it was detached: RIBs' most common
/// failure (a detached RIB that is never deallocated). A suspicion, not a proof: the recorder saw the
/// objects alive at its last check, not why.
public struct SuspectedLeak: Sendable, Equatable {
    /// The RIB's id.
    public var rib: String
    /// The seq of the detach event that took the RIB out of the tree (its own, or its subtree's top's).
    public var detachSeq: Int
    /// Which of its objects were alive, in ``LeakedObject`` order, at least one.
    public var objects: [LeakedObject]
    /// How long after that detach they were seen alive, in seconds.
    public var seconds: Double

    /// Creates a suspected leak; `objects` must not be empty and `seconds` must not be negative.
    public init(rib: String, detachSeq: Int, objects: [LeakedObject], seconds: Double) {
        self.rib = rib
        self.detachSeq = detachSeq
        self.objects = objects
        self.seconds = seconds
    }
}

/// Which object of a RIB outlived its detach.
public enum LeakedObject: String, Sendable, CaseIterable {
    case router
    case interactor
}
