import RibTrace

/// Every RIB a trace ever attaches, placed under the parent it was first attached to: the one tree that
/// holds every frame's RIBs, laid out once so that no RIB moves from frame to frame. For a scan of the
/// sources, which has no events, the graph of RIB types itself.
struct AttachHistory: Sendable {
    /// The union tree: each RIB ever attached, under its first attach parent, children in first-attach order;
    /// for a source trace, the graph of its routes (`RouteGraph.init(routesOf:)`).
    let tree: any RibTree

    /// Collects the attach history of `trace`. A parent is always attached before its children, so
    /// first-attach order puts every parent before its children and the union can hold no cycle.
    init(trace loaded: LoadedTrace) {
        let trace = loaded.trace
        guard trace.origin != .source else {
            tree = RouteGraph(routesOf: trace)
            return
        }
        var seen = [Bool](repeating: false, count: trace.ribs.count)
        var events: [TraceEvent] = []
        for event in trace.events where event.kind == .attach && !seen[event.child] {
            seen[event.child] = true
            let parent = event.parent.flatMap { seen[$0] ? $0 : nil }
            events.append(TraceEvent(seq: events.count + 1, kind: .attach, parent: parent, child: event.child))
        }
        let union = Trace(app: trace.app, ribs: trace.ribs, events: events)
        // Each synthetic event attaches a new RIB under one already attached: replay cannot fail.
        tree = (try? TraceReplayer(trace: loaded.with(trace: union)).tree()) ?? RecordedTree(ribCount: trace.ribs.count)
    }
}
