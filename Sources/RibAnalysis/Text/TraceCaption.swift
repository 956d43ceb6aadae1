import RibTrace

/// The words every picture and page uses to say what it shows of a trace: titles, event captions, the
/// captions of compared sides and where metrics were measured. The one place for the rule: a live trace
/// names the event shown; a source trace (`TraceOrigin.source`) is the graph of what *can* be attached, with
/// no events, so its words say "possible" and "from source".
package struct TraceCaption: Sendable {
    /// The trace the words describe, and the source that names it when it has no `app`.
    package let loaded: LoadedTrace

    /// Captions for `trace`.
    package init(trace: LoadedTrace) {
        loaded = trace
    }

    /// The trace the words describe.
    package var trace: Trace { loaded.trace }
    private var source: String { loaded.source }

    private var isSource: Bool { trace.origin == .source }

    /// The app's name, else the file's last path component.
    package var name: String {
        trace.app ?? String(source.split(separator: "/").last ?? Substring(source))
    }

    /// A page's title (the HTML viewer, a frames index): "TicTacToe", or "TicTacToe — possible tree, from source".
    package var pageTitle: String {
        isSource ? "\(name) — \(Self.possibleTree)" : name
    }

    /// A picture's title after the event with `seq` (nil: the last event). Live: "TicTacToe — last event,
    /// seq 7: attach OffGame under LoggedIn". Source: "TicTacToe — possible tree, from source".
    package func title(at seq: Int?) -> String {
        if isSource { return pageTitle }
        let index = seq.flatMap { trace.eventIndex(ofSeq: $0) } ?? (trace.events.count - 1)
        let last = index == trace.events.count - 1
        guard index >= 0, index < trace.events.count else { return "\(name) — no events" }
        let event = trace.events[index]
        return "\(name) — \(last ? "last event, " : "")seq \(event.seq): \(self.event(event))"
    }

    /// What one event says: "attach OffGame under LoggedIn", "detach OffGame from LoggedIn", "attach Root (root)".
    package func event(_ event: TraceEvent) -> String {
        let child = trace.ribs[event.child].name
        guard let parent = event.parent.map({ trace.ribs[$0].name }) else {
            return "\(event.kind.rawValue) \(child) (root)"
        }
        return "\(event.kind.rawValue) \(child)\(event.kind == .attach ? " under " : " from ")\(parent)"
    }

    /// The line a frame adds under the RIB its event changed: "attached" or "detached".
    package static func frameBadge(for kind: TraceEvent.Kind) -> String {
        kind == .attach ? "attached" : "detached"
    }

    /// The widest ``frameBadge(for:)``, so every box can keep room for it.
    package static let widestFrameBadge = frameBadge(for: .detach)

    /// One side of a comparison or diff: the sample's folder name for `…/NAME/trace.json`, else ``name``;
    /// then "@ seq N" when an event is chosen, and "(from source)" for a source trace.
    package func side(seq: Int?) -> String {
        let parts = source.split(separator: "/")
        let folder = parts.count >= 2 && parts.last == "trace.json" ? String(parts[parts.count - 2]) : name
        return folder + (seq.map { " @ seq \($0)" } ?? "") + (isSource ? " (from source)" : "")
    }

    /// Which tree metrics measured: "the tree after seq 7", "the tree (no events)", or for a source trace,
    /// always measured whole, "the possible tree, from source".
    package static func measured(seq: Int?, origin: TraceOrigin) -> String {
        if origin == .source { return "the \(possibleTree)" }
        return seq.map { "the tree after seq \($0)" } ?? "the tree (no events)"
    }

    private static let possibleTree = "possible tree, from source"
}
