import RibTrace

/// Detached RIBs waiting for their router and interactor to be released, and those that were not.
///
/// Each detach puts every RIB of the detached subtree on watch with the objects that held its id then.
/// ``check(now:delay:registry:isAttached:)`` (run by each observation) settles the RIBs detached at least
/// `delay` ago: released or attached again, nothing; otherwise a suspected leak. Objects are compared by
/// identity plus a live weak reference, so a new router that took the id after the old one died is not
/// mistaken for it.
struct LeakWatch {
    private struct Watched {
        let rib: Int32
        let detachSeq: Int
        let nanoseconds: UInt64
        let router: ObjectIdentifier?
        let interactor: ObjectIdentifier?
    }

    /// A suspected leak: the RIB index, the detach event's seq, what was alive, and how long after.
    struct Leak {
        let rib: Int32
        let detachSeq: Int
        let objects: [LeakedObject]
        let nanoseconds: UInt64
    }

    private var watched: [Watched] = []
    private(set) var leaks: [Leak] = []

    /// Whether there is anything to check or withdraw: false in a steady app, so the hot paths skip the rest.
    var isWatching: Bool { !watched.isEmpty || !leaks.isEmpty }

    /// Watches the RIBs of a subtree detached by event `detachSeq` at `nanoseconds`.
    mutating func watch(_ ribs: [Int32], detachSeq: Int, at nanoseconds: UInt64, registry: RibRegistry) {
        for rib in ribs {
            watched.append(Watched(rib: rib, detachSeq: detachSeq, nanoseconds: nanoseconds,
                                   router: registry[rib].objectKey, interactor: registry[rib].interactorKey))
        }
    }

    /// A RIB attached again was kept on purpose: it is no longer watched nor suspected.
    mutating func reattached(_ rib: Int32) {
        watched.removeAll { $0.rib == rib }
        leaks.removeAll { $0.rib == rib }
    }

    /// Settles the RIBs detached at least `delay` nanoseconds before `now`.
    mutating func check(now: UInt64, delay: UInt64, registry: RibRegistry) {
        guard !watched.isEmpty else { return }
        watched.removeAll { entry in
            guard now >= entry.nanoseconds, now - entry.nanoseconds >= delay else { return false }
            let record = registry[entry.rib]
            var objects: [LeakedObject] = []
            if let key = entry.router, record.objectKey == key, record.object != nil { objects.append(.router) }
            if let key = entry.interactor, record.interactorKey == key, record.interactorObject != nil { objects.append(.interactor) }
            if !objects.isEmpty {
                leaks.append(Leak(rib: entry.rib, detachSeq: entry.detachSeq, objects: objects, nanoseconds: now - entry.nanoseconds))
            }
            return true
        }
    }
}
