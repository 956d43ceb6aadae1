/// Replays a trace's events to rebuild the tree at any event, rejecting events that contradict the
/// tree built so far (attaching what is attached, detaching what is not attached there, cycles).
public struct TraceReplayer: Sendable {
    private let trace: Trace
    private let source: String

    /// Replays `trace`, naming its source in errors.
    public init(trace: LoadedTrace) {
        self.trace = trace.trace
        self.source = trace.source
    }

    /// The RIBs of the trace, of the kind its origin makes them: the only place that chooses. For a recording,
    /// the ``RecordedTree`` after the event with sequence number `seq` (nil: after the last event); for a scan
    /// of the sources, the ``RouteGraph`` of its routes. Throws ``InputError/noSuchEvent(file:seq:available:)``
    /// for an unknown seq (a scan has no events) and ``InputError/inconsistentEvent(file:index:seq:reason:)`` for
    /// a contradiction.
    public func tree(at seq: Int? = nil) throws -> any RibTree {
        let end = try endIndex(at: seq)
        if trace.origin == .source { return RouteGraph(routesOf: trace) }
        var tree = RecordedTree(ribCount: trace.ribs.count)
        for index in 0..<end {
            try apply(trace.events[index], index: index, to: &tree)
        }
        return tree
    }

    /// Calls `body` with the tree after each event in turn, the event's index and the event.
    public func forEachTree(_ body: (RecordedTree, Int, TraceEvent) throws -> Void) throws {
        var tree = RecordedTree(ribCount: trace.ribs.count)
        for (index, event) in trace.events.enumerated() {
            try apply(event, index: index, to: &tree)
            try body(tree, index, event)
        }
    }

    /// Replays every event, throwing at the first contradiction.
    public func validate() throws {
        _ = try tree()
    }

    private func apply(_ event: TraceEvent, index: Int, to tree: inout RecordedTree) throws {
        if let reason = tree.apply(event, names: trace.ribs) {
            throw InputError.inconsistentEvent(file: source, index: index, seq: event.seq, reason: reason)
        }
    }

    /// The index of the event with sequence number `seq`. Throws ``InputError/noSuchEvent(file:seq:available:)``
    /// when there is none.
    public func eventIndex(ofSeq seq: Int) throws -> Int {
        guard let index = trace.eventIndex(ofSeq: seq) else {
            let range = trace.events.isEmpty ? nil : trace.events.first!.seq...trace.events.last!.seq
            throw InputError.noSuchEvent(file: source, seq: seq, available: range)
        }
        return index
    }

    private func endIndex(at seq: Int?) throws -> Int {
        guard let seq else { return trace.events.count }
        return try eventIndex(ofSeq: seq) + 1
    }
}
