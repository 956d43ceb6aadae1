/// The words reports and pictures use for a trace's RIBs: each kind of ``RibTree`` gives its own
/// (`RibTree.wording`). A recording is a tree of RIB instances, each attached to its parent
/// (``RecordedTree``); a scan is a graph of RIB types, joined by the routes its sources declare, and measured
/// along shortest paths (``RouteGraph``). Code that writes about a trace takes its words from the tree it holds
/// instead of testing the kind itself, so each vocabulary stays whole in one place. RibAnalysis's `TraceCaption`
/// holds the titles and captions.
public struct TraceWording: Sendable, Equatable {
    /// What the RIBs form: `tree`, `graph`.
    public let structure: String
    /// One RIB: `RIB`, `RIB type`.
    public let rib: String
    /// Several: `RIBs`, `RIB types`.
    public let ribs: String
    /// How many a comparison counts, as its row says: `RIBs attached`, `RIB types`.
    public let ribsCounted: String
    /// One link to a child: `attached child`, `route`.
    public let child: String
    /// Several: `attached children`, `routes`.
    public let children: String
    /// What depth is measured along, when it is not the one path to a RIB: `shortest path` in a graph.
    public let depthMeasure: String?
    /// The metrics report's fan-out line: `fan-out`, `fan-out (routes per parent)`.
    public let fanOut: String
    /// A comparison's fan-out row: `maximum fan-out`, `maximum fan-out (routes)`.
    public let maximumFanOut: String
    /// The picture legend's parent-to-child edge: a scan shows what can be attached, not what was.
    public let edgeLegend: String
    /// How much wider the legend is than with the recording's shorter edge line, in points.
    public let edgeLegendExtraWidth: Double

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
    public func children(_ count: Int) -> String {
        "\(count) \(count == 1 ? child : children)"
    }
}
