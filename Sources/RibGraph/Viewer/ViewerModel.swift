import RibAnalysis
import RibTrace

/// What the HTML viewer's script needs, as JSON: the RIBs (with where each is declared, when known), the
/// drawn nodes and which RIB each stands for, the events as compact integer rows, the caption templates
/// that turn a row into words, every dependency edge with the nodes that provide it, and whether the trace
/// was read from source (then the page shows the whole possible tree and no event history). Every string
/// goes through ``WebEscaping/jsonString(_:)``, so the JSON is safe in a `<script>`.
///
/// Events take two integers each in `"events"`: `child * 2 + (detach ? 1 : 0)`, then the parent's index
/// or -1. Seqs are `"seqFirst"` onwards one by one, or listed in `"seqs"` when they skip. The script
/// replays the rows itself (a detach takes the subtree with it), so the JSON grows with the events alone,
/// never with events times RIBs.
struct ViewerModel {
    /// The trace; the caption templates keep its source.
    let loaded: LoadedTrace
    let scene: Scene
    /// The event shown first (an index into the trace's events).
    let initialEvent: Int

    private var trace: Trace { loaded.trace }

    /// The JSON text.
    var json: String {
        var out = "{"
        out += "\"fromSource\":\(trace.origin == .source),\n"
        let parents = trace.origin == .source ? parentRIBs() : nil
        let undrawn = undrawnDependencies()
        let shown = shownBy()
        out +=
            "\"ribs\":["
            + trace.ribs.enumerated().map { index, rib in
                "{\"id\":\(s(rib.id)),\"name\":\(s(rib.name)),\"el\":\(s(ElementID.rib(rib.id))),\"at\":\(rib.declaredIn.map(s) ?? "null")"
                    + (parents.map { ",\"parents\":[" + $0[index].map(String.init).joined(separator: ",") + "]" } ?? "")
                    + (undrawn[index].isEmpty ? "" : ",\"undrawn\":[" + undrawn[index].joined(separator: ",") + "]")
                    + (shown[index].isEmpty ? "" : ",\"shown\":[" + shown[index].joined(separator: ",") + "]") + "}"
            }.joined(separator: ",\n") + "],\n"
        out += "\"nodes\":[" + nodes().joined(separator: ",\n") + "],\n"
        out += "\"captions\":" + captions() + ",\n"
        out += seqs() + ",\n"
        out += "\"events\":[" + events() + "],\n"
        out += "\"deps\":[" + dependencies().joined(separator: ",\n") + "],\n"
        out += "\"initial\":\(initialEvent)}"
        return out
    }

    private func s(_ text: String) -> String { WebEscaping.jsonString(text) }

    /// Each drawn node: its element id, its RIB (or for an adapter, the RIB it builds), the RIB it hangs
    /// under in the drawing and the id of the tree edge that enters it.
    private func nodes() -> [String] {
        func rib(_ node: Int) -> Int? { scene.nodes[node].id.rib.flatMap(trace.index(ofRIB:)) }
        var parentNode = [Int?](repeating: nil, count: scene.nodes.count)
        for (parent, children) in scene.children.enumerated() { for child in children { parentNode[child] = parent } }
        func ribAbove(_ node: Int) -> Int? {
            var current = parentNode[node]
            while let next = current {
                if let rib = rib(next) { return rib }
                current = parentNode[next]
            }
            return nil
        }
        return scene.nodes.enumerated().map { index, node in
            let built: Int? = node.kind == .adapter ? scene.children[index].first.flatMap(rib) : nil
            let edge = parentNode[index].map { ElementID.route(from: scene.nodes[$0].elementID, to: node.elementID) }
            return "{\"el\":\(s(node.elementID)),\"rib\":\(rib(index) ?? -1),\"builds\":\(built ?? -1),"
                + "\"under\":\(ribAbove(index) ?? -1),\"edge\":\(edge.map(s) ?? "null")}"
        }
    }

    /// For each RIB of a source trace, every RIB drawn with an edge into it (through an adapter, the RIBs that
    /// hold the adapter), in the scene's order: the side panel lists them, as a graph's RIB has no one parent.
    private func parentRIBs() -> [[Int]] {
        let into = scene.parentNodes()
        func rib(_ node: Int) -> Int? { scene.nodes[node].id.rib.flatMap(trace.index(ofRIB:)) }
        var parents = [[Int]](repeating: [], count: trace.ribs.count)
        for node in scene.nodes.indices {
            guard let child = rib(node) else { continue }
            for above in into[node] {
                for parent in rib(above).map({ [$0] }) ?? into[above].compactMap(rib)
                where !parents[child].contains(parent) {
                    parents[child].append(parent)
                }
            }
        }
        return parents
    }

    /// For each RIB, how each parent with a route to it shows it, where the trace says: `[parent, words]`
    /// pairs (``RoutePresentation/description``), in the routes' order. The details list it beside the parents.
    private func shownBy() -> [[String]] {
        var shown = [[String]](repeating: [], count: trace.ribs.count)
        for route in trace.routes {
            guard let presentation = RoutePresentation(route), let parent = trace.index(ofRIB: route.parent),
                let child = trace.index(ofRIB: route.child)
            else { continue }
            shown[child].append("[\(parent),\(s(presentation.description))]")
        }
        return shown
    }

    /// The words of an event, as ``TraceCaption/event(_:)`` says them, with the names left open: for a
    /// launch, an attach, a root's removal and a detach, a list of text pieces and slots (0: the child's
    /// name, 1: the parent's). Asking TraceCaption itself keeps one rule for pictures and page.
    private func captions() -> String {
        let child = "\u{0}0", parent = "\u{0}1"
        let names = Trace(app: trace.app, origin: trace.origin, ribs: [RIB(id: child), RIB(id: parent)])
        let caption = TraceCaption(trace: loaded.with(trace: names))
        func template(_ kind: TraceEvent.Kind, rooted: Bool) -> String {
            let text = caption.event(TraceEvent(seq: 1, kind: kind, parent: rooted ? nil : 1, child: 0))
            var pieces: [String] = []
            var rest = Substring(text)
            while let marker = rest.firstIndex(of: "\u{0}") {
                pieces.append(s(String(rest[..<marker])))
                let slot = rest.index(after: marker)
                pieces.append(String(rest[slot]))
                rest = rest[rest.index(after: slot)...]
            }
            pieces.append(s(String(rest)))
            return "[" + pieces.joined(separator: ",") + "]"
        }
        return "{\"launch\":\(template(.attach, rooted: true)),\"attach\":\(template(.attach, rooted: false)),"
            + "\"remove\":\(template(.detach, rooted: true)),\"detach\":\(template(.detach, rooted: false))}"
    }

    /// `"seqFirst":N,"seqs":null` when seqs count up by one from N, else every seq listed.
    private func seqs() -> String {
        let events = trace.events
        let first = events.first?.seq ?? 0
        let counting = events.indices.allSatisfy { events[$0].seq == first + $0 }
        guard !counting else { return "\"seqFirst\":\(first),\"seqs\":null" }
        var out: [UInt8] = []
        out.reserveCapacity(trace.events.count * 8)
        for (index, event) in trace.events.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            Self.append(event.seq, to: &out)
        }
        return "\"seqFirst\":\(first),\"seqs\":[" + String(decoding: out, as: UTF8.self) + "]"
    }

    /// Two integers per event (see the type's documentation), written as bytes: a million events are
    /// two million numbers, and one String per number would cost more than the page takes to build.
    private func events() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(trace.events.count * 10)
        for (index, event) in trace.events.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            Self.append(event.child * 2 + (event.kind == .detach ? 1 : 0), to: &out)
            out.append(UInt8(ascii: ","))
            Self.append(event.parent ?? -1, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `value` in decimal.
    private static func append(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: [UInt8] = []
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out.append(contentsOf: digits.reversed())
    }

    /// Each dependency edge: its SVG title (`provider->consumer` node keys), the provider and consumer
    /// element ids, the protocol and the components (drawn as the RIBs that own them) providing its properties.
    private func dependencies() -> [String] {
        var ribsByComponent: [String: [Int]] = [:]
        for (index, rib) in trace.ribs.enumerated() {
            if let component = rib.component { ribsByComponent[component, default: []].append(index) }
        }
        // One lookup per drawn edge instead of a search through every edge: linear in the edges.
        var edgeByConsumer: [DependencyKey: DependencyEdge] = [:]
        for edge in trace.dependencies {
            guard let child = trace.index(ofRIB: edge.child) else { continue }
            let key = DependencyKey(consumer: child, dependency: edge.dependency)
            if edgeByConsumer[key] == nil { edgeByConsumer[key] = edge }
        }
        return scene.dependencies.map { link in
            let provider = scene.nodes[link.provider], consumer = scene.nodes[link.consumer]
            let edge = consumer.id.rib.flatMap(trace.index(ofRIB:))
                .flatMap { edgeByConsumer[DependencyKey(consumer: $0, dependency: link.dependency)] }
            let components = edge.map(Self.components) ?? []
            let providers = components.flatMap { ribsByComponent[$0] ?? [] }
            return "{\"title\":\(s(provider.key + "->" + consumer.key)),\"from\":\(s(provider.elementID)),"
                + "\"to\":\(s(consumer.elementID)),\"dependency\":\(s(link.dependency)),"
                + "\"components\":\(WebEscaping.jsonArray(components)),"
                + "\"providers\":[\(providers.map(String.init).joined(separator: ","))],"
                + "\"properties\":\(edge.map(properties) ?? "[]")}"
        }
    }

    /// The components `edge` names: the one that satisfies it, then each other one that provides a property.
    private static func components(_ edge: DependencyEdge) -> [String] {
        var components = [edge.component]
        for property in edge.properties {
            if let by = property.providedBy, !components.contains(by) { components.append(by) }
        }
        return components
    }

    /// `edge`'s properties for the panel: each `[name, provider, hops]`; a scan's property without provider says
    /// so, a recording's without one is taken to come from the satisfying component.
    private func properties(_ edge: DependencyEdge) -> String {
        "["
            + edge.properties.map { property in
                let hops = property.via.map { "\($0.component).\($0.name)" + ($0.at.map { " (\($0))" } ?? "") }
                let provider = property.providedBy ?? (trace.origin == .source ? "no provider" : edge.component)
                return "[\(s(property.name)),\(s(provider))" + (hops.isEmpty ? "" : ",\(WebEscaping.jsonArray(hops))")
                    + "]"
            }.joined(separator: ",") + "]"
    }

    /// Per RIB, its Dependency edges the drawing leaves out (its parent's own, at the default level), each as
    /// `{dependency, components, properties}`: the panel lists who provides what whatever is drawn.
    private func undrawnDependencies() -> [[String]] {
        var drawn: Set<DependencyKey> = []
        for link in scene.dependencies {
            if let child = scene.nodes[link.consumer].id.rib.flatMap(trace.index(ofRIB:)) {
                drawn.insert(DependencyKey(consumer: child, dependency: link.dependency))
            }
        }
        var undrawn = [[String]](repeating: [], count: trace.ribs.count)
        for edge in trace.dependencies {
            guard let child = trace.index(ofRIB: edge.child),
                drawn.insert(DependencyKey(consumer: child, dependency: edge.dependency)).inserted
            else { continue }
            undrawn[child].append(
                "{\"dependency\":\(s(edge.dependency)),\"components\":\(WebEscaping.jsonArray(Self.components(edge))),"
                    + "\"properties\":\(properties(edge))}")
        }
        return undrawn
    }

    /// A consuming RIB and the Dependency protocol it requires.
    private struct DependencyKey: Hashable {
        let consumer: Int
        let dependency: String
    }
}
