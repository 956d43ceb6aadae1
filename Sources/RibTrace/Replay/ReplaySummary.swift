import Foundation

/// What `ribgraph validate` says of a trace that decodes and replays: its counts and the tree it ends
/// with. Scripts read it as JSON (`validate --format json`) rather than replay traces themselves, so that
/// ribgraph's replay is the only one.
package struct ReplaySummary: Encodable, Sendable, Equatable {
    /// How `validate` prints a summary.
    package enum Format: String, CaseIterable, Sendable {
        /// One line for people.
        case text
        /// A JSON object for scripts: the fields below, keys sorted.
        case json
    }

    /// One RIB of ``tree`` and the RIB it hangs under (nil for a root, absent from the JSON).
    package struct Node: Encodable, Sendable, Equatable {
        package var id: String
        package var parent: String?
    }

    /// Where the trace was read, as messages name it.
    package var file: String
    package var origin: TraceOrigin
    package var ribs: Int
    package var events: Int
    package var routes: Int
    package var dependencies: Int
    /// A recording: the RIBs attached after the last event. A source trace: every RIB type.
    package var attached: Int
    /// A source trace: the RIB types on a cycle of routes; a recording has none.
    package var onCycles: Int
    /// The attached RIBs in depth-first pre-order over the spanning tree, children in attach (or route) order;
    /// a source trace's RIBs from the launch roots first.
    package var tree: [Node]

    /// Replays `loaded` to the end. Throws ``InputError`` when an event contradicts the tree before it.
    package init(replaying loaded: LoadedTrace) throws {
        let trace = loaded.trace
        let tree = try TraceReplayer(trace: loaded).tree()
        file = loaded.source
        origin = trace.origin
        ribs = trace.ribs.count
        events = trace.events.count
        routes = trace.routes.count
        dependencies = trace.dependencies.count
        attached = tree.attachedCount
        onCycles = tree.ribsOnCycles.count
        self.tree = tree.preorder.map { Node(id: trace.ribs[$0].id, parent: tree.parent[$0].map { trace.ribs[$0].id }) }
    }

    /// The summary as a JSON object (``StableJSON``), ending with a line break; a root's `parent` is absent.
    package var json: String {
        get throws { try StableJSON.text(self) }
    }

    /// One line: the file, "ok" and the counts that matter for its origin.
    package var text: String {
        origin == .source
            ? "\(file): ok: from source, \(ribs) RIB types, \(routes) routes, \(onCycles) on a cycle, \(dependencies) dependency edges"
            : "\(file): ok: \(ribs) RIBs, \(events) events, \(attached) attached at the end, \(dependencies) dependency edges"
    }
}
