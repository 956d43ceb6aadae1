// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

/// Detached RIBs waiting for their router and interactor to be released, and those that were not.
///
/// Each detach puts every RIB of the detached subtree on watch with the objects that held its id then (one
/// watch per RIB: a RIB is detached again only after an attach, which ends its watch, so memory is bounded
/// by the number of RIB ids and each hook costs a dictionary update).
/// ``check(now:delay:registry:)`` (run by each observation) settles the RIBs detached at least
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

    private var watched: [Int32: Watched] = [:]
    private(set) var leaks: [Leak] = []
    private var leaked: Set<Int32> = []

    /// Whether there is anything to check or withdraw: false in a steady app, so the hot paths skip the rest.
    var isWatching: Bool { !watched.isEmpty || !leaks.isEmpty }

    /// Watches `rib`, detached (itself or with its subtree) by event `detachSeq` at `nanoseconds`.
    mutating func watch(_ rib: Int32, detachSeq: Int, at nanoseconds: UInt64, registry: RibRegistry) {
        watched[rib] = Watched(
            rib: rib, detachSeq: detachSeq, nanoseconds: nanoseconds,
            router: registry[rib].objectKey, interactor: registry[rib].interactorKey)
    }

    /// A RIB attached again was kept on purpose: it is no longer watched nor suspected.
    mutating func reattached(_ rib: Int32) {
        watched[rib] = nil
        if leaked.remove(rib) != nil { leaks.removeAll { $0.rib == rib } }
    }

    /// Settles the RIBs detached at least `delay` nanoseconds before `now`.
    mutating func check(now: UInt64, delay: UInt64, registry: RibRegistry) {
        guard !watched.isEmpty else { return }
        // In detach order, then by RIB index: the same trace run after run, whatever the dictionary's order.
        let due = watched.values.filter { now >= $0.nanoseconds && now - $0.nanoseconds >= delay }
            .sorted { ($0.detachSeq, $0.rib) < ($1.detachSeq, $1.rib) }
        for entry in due {
            watched[entry.rib] = nil
            let record = registry[entry.rib]
            var objects: [LeakedObject] = []
            if let key = entry.router, record.objectKey == key, record.object != nil { objects.append(.router) }
            if let key = entry.interactor, record.interactorKey == key, record.interactorObject != nil {
                objects.append(.interactor)
            }
            if !objects.isEmpty {
                leaks.append(
                    Leak(
                        rib: entry.rib, detachSeq: entry.detachSeq, objects: objects,
                        nanoseconds: now - entry.nanoseconds))
                leaked.insert(entry.rib)
            }
        }
    }
}
