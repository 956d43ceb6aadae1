import RibTrace

/// The words reports and pictures use for a trace's RIBs, chosen once per trace from where it comes from. A
/// recording is a tree of RIB instances, each attached to its parent; a scan is a graph of RIB types, joined by
/// the routes its sources declare, and measured along shortest paths. Code that writes about a trace takes its
/// words here instead of testing the origin itself, so each vocabulary stays whole in one place.
/// ``TraceCaption`` holds the titles and captions.
///
/// Its initializers are in an extension, so that the two vocabularies below use the memberwise one.
package struct TraceWording: Sendable, Equatable {
    /// What the RIBs form: `tree`, `graph`.
    package let structure: String
    /// One RIB: `RIB`, `RIB type`.
    package let rib: String
    /// Several: `RIBs`, `RIB types`.
    package let ribs: String
    /// How many a comparison counts, as its row says: `RIBs attached`, `RIB types`.
    package let ribsCounted: String
    /// One link to a child: `attached child`, `route`.
    package let child: String
    /// Several: `attached children`, `routes`.
    package let children: String
    /// What depth is measured along, when it is not the one path to a RIB: `shortest path` in a graph.
    package let depthMeasure: String?
    /// The metrics report's fan-out line: `fan-out`, `fan-out (routes per parent)`.
    package let fanOut: String
    /// A comparison's fan-out row: `maximum fan-out`, `maximum fan-out (routes)`.
    package let maximumFanOut: String
    /// The picture legend's parent-to-child edge: a scan shows what can be attached, not what was.
    package let edgeLegend: String
    /// How much wider the legend is than with the recording's shorter edge line, in points.
    package let edgeLegendExtraWidth: Double

    /// A recording's words: a tree of RIBs.
    package static let recording = TraceWording(
        structure: "tree", rib: "RIB", ribs: "RIBs", ribsCounted: "RIBs attached", child: "attached child",
        children: "attached children", depthMeasure: nil, fanOut: "fan-out", maximumFanOut: "maximum fan-out",
        edgeLegend: "── attached child", edgeLegendExtraWidth: 0)

    /// A scan's words: a graph of RIB types.
    package static let scan = TraceWording(
        structure: "graph", rib: "RIB type", ribs: "RIB types", ribsCounted: "RIB types", child: "route",
        children: "routes", depthMeasure: "shortest path", fanOut: "fan-out (routes per parent)",
        maximumFanOut: "maximum fan-out (routes)", edgeLegend: "── can attach (read from source, not recorded)",
        edgeLegendExtraWidth: 100)

    /// `count` links to children: `1 route`, `3 attached children`.
    package func children(_ count: Int) -> String {
        "\(count) \(count == 1 ? child : children)"
    }
}

extension TraceWording {
    /// The words for a scan's graph of RIB types when `isGraph`, else for a recording's tree.
    package init(isGraph: Bool) {
        self = isGraph ? .scan : .recording
    }

    /// The words for a trace from `origin`: a source trace is a scan's graph.
    package init(origin: TraceOrigin) {
        self.init(isGraph: origin == .source)
    }
}

extension RibTree {
    /// The words for this tree: a scan's graph (``isGraph``) or a recording's tree.
    package var wording: TraceWording { TraceWording(isGraph: isGraph) }
}
