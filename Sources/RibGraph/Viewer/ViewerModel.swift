import RibTrace

/// What the HTML viewer's script needs, as JSON: the RIBs (with where each is declared, when known), the
/// drawn nodes and which RIB each stands for, every event with the RIBs it attaches or detaches, every
/// dependency edge with the nodes that provide it, and whether the trace was read from source (then the
/// page shows the whole possible tree and no event history). Every string goes through ``WebEscaping/jsonString(_:)``, so the JSON is safe in a `<script>`.
struct ViewerModel {
    let trace: Trace
    let scene: Scene
    /// The event shown first (an index into the trace's events).
    let initialEvent: Int

    /// The JSON text.
    var json: String {
        var parts: [String] = []
        parts.append("\"fromSource\":\(trace.origin == .source)")
        parts.append("\"ribs\":[" + trace.ribs.map { rib in
            "{\"id\":\(s(rib.id)),\"name\":\(s(rib.name)),\"el\":\(s("rib-" + rib.id)),\"at\":\(rib.declaredIn.map(s) ?? "null")}"
        }.joined(separator: ",\n") + "]")
        parts.append("\"nodes\":[" + nodes().joined(separator: ",\n") + "]")
        parts.append("\"events\":[" + events().joined(separator: ",\n") + "]")
        parts.append("\"deps\":[" + dependencies().joined(separator: ",\n") + "]")
        parts.append("\"initial\":\(initialEvent)")
        return "{" + parts.joined(separator: ",\n") + "}"
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
            let edge = parentNode[index].map { "tree-\(scene.nodes[$0].elementID)-\(node.elementID)" }
            return "{\"el\":\(s(node.elementID)),\"rib\":\(rib(index) ?? -1),\"builds\":\(built ?? -1),"
                + "\"under\":\(ribAbove(index) ?? -1),\"edge\":\(edge.map(s) ?? "null")}"
        }
    }

    /// Each event: seq, caption, kind, the RIB and parent, and every RIB it attaches or detaches.
    private func events() -> [String] {
        var result: [String] = []
        let captions = TraceCaption(trace: trace, file: "")
        try? TraceReplayer(trace: trace, file: "").forEachChange { event, changed in
            result.append("{\"seq\":\(event.seq),\"kind\":\(s(event.kind.rawValue)),\"rib\":\(event.child),"
                          + "\"parent\":\(event.parent ?? -1),\"caption\":\(s(captions.event(event))),"
                          + "\"ribs\":[\(changed.map(String.init).joined(separator: ","))]}")
        }
        return result
    }

    /// Each dependency edge: its SVG title (`provider->consumer` node keys), the provider and consumer
    /// element ids, the protocol and the components (drawn as the RIBs that own them) providing its properties.
    private func dependencies() -> [String] {
        var ribsByComponent: [String: [Int]] = [:]
        for (index, rib) in trace.ribs.enumerated() {
            if let component = rib.component { ribsByComponent[component, default: []].append(index) }
        }
        let edges = trace.dependencies
        return scene.dependencies.map { link in
            let provider = scene.nodes[link.provider], consumer = scene.nodes[link.consumer]
            let consumerRIB = consumer.id.rib.flatMap(trace.index(ofRIB:))
            let edge = edges.first { trace.index(ofRIB: $0.child) == consumerRIB && $0.dependency == link.dependency }
            var components: [String] = edge.map { [$0.component] } ?? []
            for property in edge?.properties ?? [] {
                if let by = property.providedBy, !components.contains(by) { components.append(by) }
            }
            let providers = components.flatMap { ribsByComponent[$0] ?? [] }
            let properties = (edge?.properties ?? []).map { property in
                "[\(s(property.name)),\(s(property.providedBy ?? edge?.component ?? ""))]"
            }
            return "{\"title\":\(s(provider.key + "->" + consumer.key)),\"from\":\(s(provider.elementID)),"
                + "\"to\":\(s(consumer.elementID)),\"dependency\":\(s(link.dependency)),"
                + "\"components\":\(WebEscaping.jsonArray(components)),"
                + "\"providers\":[\(providers.map(String.init).joined(separator: ","))],"
                + "\"properties\":[\(properties.joined(separator: ","))]}"
        }
    }
}
