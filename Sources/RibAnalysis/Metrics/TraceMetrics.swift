import RibTrace

/// Numbers over a whole trace (every event), not one moment of it: which RIBs never appeared, how deep
/// the tree ever got, and how often each RIB came and went.
public struct TraceMetrics: Sendable, Equatable, Codable {
    /// Ids of the RIBs in `trace.ribs` that no event attaches, in trace order.
    public var neverAttached: [String]
    /// The deepest the tree was after any event, in levels (a lone root is 1); 0 without attach events.
    public var maximumDepth: Int
    /// One entry per RIB that was ever attached, in the order of `trace.ribs`.
    public var churn: [RIBChurn]
    /// How many events were replayed.
    public var events: Int
    /// The seq of the first event after which the tree was ``maximumDepth`` deep; nil without attach events.
    public var deepestSeq: Int?
    /// Ids of the RIBs the trace suspects of leaking (`Trace.leaks`) whose detach was replayed, in trace order.
    public var suspectedLeaks: [String]

    /// Creates trace metrics from values.
    public init(
        neverAttached: [String], maximumDepth: Int, churn: [RIBChurn], events: Int = 0, deepestSeq: Int? = nil,
        suspectedLeaks: [String] = []
    ) {
        self.neverAttached = neverAttached
        self.suspectedLeaks = suspectedLeaks
        self.maximumDepth = maximumDepth
        self.churn = churn
        self.events = events
        self.deepestSeq = deepestSeq
    }

    /// Replays `trace` up to and including the event with seq `seq` (nil: every event), naming its source in
    /// errors. Throws `InputError.noSuchEvent(file:seq:available:)` for an unknown seq and
    /// `InputError.inconsistentEvent(file:index:seq:reason:)` for an event that contradicts the tree.
    ///
    /// Each attach adds one RIB (a detached RIB loses its subtree), so the depth of the tree after an
    /// event is known from the attached RIB's parent alone: linear in the number of events.
    public init(trace loaded: LoadedTrace, through seq: Int? = nil) throws {
        let trace = loaded.trace
        var replayed = trace
        if let seq {
            guard let end = trace.eventIndex(ofSeq: seq) else {
                let range = trace.events.isEmpty ? nil : trace.events.first!.seq...trace.events.last!.seq
                throw InputError.noSuchEvent(file: loaded.source, seq: seq, available: range)
            }
            replayed.events.removeSubrange((end + 1)...)
        }
        let count = trace.ribs.count
        var depth = [Int](repeating: 0, count: count)
        var attaches = [Int](repeating: 0, count: count)
        var attachedAtEnd = [Bool](repeating: false, count: count)
        var deepest = 0
        var deepestSeq: Int?
        let lastIndex = replayed.events.count - 1
        try TraceReplayer(trace: loaded.with(trace: replayed)).forEachTree { tree, index, event in
            if event.kind == .attach {
                let child = event.child
                attaches[child] += 1
                depth[child] = event.parent.map { depth[$0] + 1 } ?? 1
                if depth[child] > deepest {
                    deepest = depth[child]
                    deepestSeq = event.seq
                }
            }
            if index == lastIndex { attachedAtEnd = tree.isAttached }
        }
        var neverAttached: [String] = []
        var churn: [RIBChurn] = []
        for (rib, times) in zip(trace.ribs, attaches.indices) {
            if attaches[times] == 0 {
                neverAttached.append(rib.id)
            } else {
                // Every attach ends in a detach (its own event, or its parent's subtree leaving), except
                // for the RIBs still attached at the end.
                churn.append(
                    RIBChurn(
                        rib: rib.id, attaches: attaches[times],
                        detaches: attaches[times] - (attachedAtEnd[times] ? 1 : 0)))
            }
        }
        let lastSeq = replayed.events.last?.seq ?? Int.min
        self.init(
            neverAttached: neverAttached, maximumDepth: deepest, churn: churn, events: replayed.events.count,
            deepestSeq: deepestSeq, suspectedLeaks: trace.leaks.filter { $0.detachSeq <= lastSeq }.map(\.rib))
    }
}

/// How often one RIB was attached and detached over a trace.
public struct RIBChurn: Sendable, Equatable, Codable {
    /// The RIB's id.
    public var rib: String
    /// Attach events with this RIB as the child.
    public var attaches: Int
    /// Times it left the tree: its own detach events, and detaches of an ancestor that took it along
    /// with the subtree.
    public var detaches: Int

    /// Creates a churn record.
    public init(rib: String, attaches: Int, detaches: Int) {
        self.rib = rib
        self.attaches = attaches
        self.detaches = detaches
    }
}
