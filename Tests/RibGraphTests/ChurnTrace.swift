@testable import RibTrace

/// Generated traces whose events move whole subtrees: RIBs attached under any attached RIB (a RIB may come
/// back under another parent) and detached with everything below them, the cases a viewer's replay gets wrong.
enum ChurnTrace {
    /// `events` events over `ribs` RIBs (`Churn0` the root, launched first), from a fixed seed: the same
    /// trace every run. Every event replays: attaches pick a detached RIB and an attached parent, detaches an
    /// attached RIB other than the root, from its parent.
    static func make(ribs: Int, events: Int, seed: UInt64 = 7) -> Trace {
        var random = SeededRandom(seed: seed)
        var result = [TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0)]
        var parentOf = [Int?](repeating: nil, count: ribs)
        var attached = Set([0])
        while result.count < events {
            let detached = (1..<ribs).filter { !attached.contains($0) }
            let detaching = attached.count > 1 && (detached.isEmpty || random.next(100) < 45)
            let event: TraceEvent
            if detaching {
                let candidates = attached.filter { $0 != 0 }.sorted()
                let child = candidates[random.next(candidates.count)]
                event = TraceEvent(seq: result.count + 1, kind: .detach, parent: parentOf[child], child: child)
            } else {
                let parents = attached.sorted()
                let child = detached[random.next(detached.count)]
                event = TraceEvent(
                    seq: result.count + 1, kind: .attach, parent: parents[random.next(parents.count)], child: child)
            }
            if event.kind == .attach {
                parentOf[event.child] = event.parent
                attached.insert(event.child)
            } else {
                for rib in subtree(of: event.child, parentOf: parentOf, attached: attached) {
                    attached.remove(rib)
                    parentOf[rib] = nil
                }
            }
            result.append(event)
        }
        return Trace(app: "Churn", ribs: names(ribs), events: result)
    }

    private static func names(_ count: Int) -> [RIB] {
        (0..<count).map { RIB(id: "Churn\($0)", view: $0 % 2 == 0 ? "Churn\($0)ViewController" : nil) }
    }

    private static func subtree(of top: Int, parentOf: [Int?], attached: Set<Int>) -> Set<Int> {
        attached.filter { rib in
            var current: Int? = rib
            while let next = current {
                if next == top { return true }
                current = parentOf[next]
            }
            return false
        }
    }
}

/// A small deterministic generator (SplitMix64), so generated traces are the same on every machine.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
