import Foundation

/// Draws a ``Scene`` through Graphviz's C library, in-process: with ribgraph's own positions pinned
/// (`nop2`, straight edges), or ranked by Graphviz's `dot`.
public struct SceneRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// A finished picture and any warnings Graphviz gave while drawing it.
    public struct Output: Sendable {
        public var bytes: [UInt8]
        public var warnings: [String]
    }

    /// Renders `scene` in `format`. With `layout` (pinned positions) nodes stay where ribgraph put them;
    /// without it Graphviz's dot ranks the graph in `direction`. Throws ``GraphvizError``.
    public func render(_ scene: Scene, layout: SceneLayout?, direction: LayoutDirection, legend: Bool,
                       format: OutputFormat) throws -> Output {
        try Graphviz.shared.perform { session in
            let graph = try GraphvizGraph(name: "ribgraph", session: session)
            try build(scene, layout: layout, direction: direction, legend: legend, into: graph)
            if format == .dot {
                return Output(bytes: try graph.dotText(), warnings: session.takeMessages())
            }
            try graph.layout(engine: layout == nil ? "dot" : "nop2")
            let bytes = try graph.render(format: format.rawValue)
            return Output(bytes: format == .pdf ? ReproduciblePDF.removingTimestamp(bytes) : bytes,
                          warnings: session.takeMessages())
        }
    }

    private func build(_ scene: Scene, layout: SceneLayout?, direction: LayoutDirection, legend: Bool,
                       into graph: GraphvizGraph) throws {
        graph.setGraphAttribute("label", scene.title)
        graph.setGraphAttribute("labelloc", "t")
        graph.setGraphAttribute("fontname", SceneStyle.fontName + " Bold")
        graph.setGraphAttribute("fontsize", "14")
        graph.setGraphAttribute("bgcolor", "white")
        graph.setGraphAttribute("pad", "0.2")
        graph.setGraphAttribute("outputorder", "edgesfirst")
        if layout == nil {
            graph.setGraphAttribute("rankdir", direction.rawValue)
            graph.setGraphAttribute("nodesep", "0.3")
        }
        // Graphviz's y axis points up; ribgraph's layout grows down.
        let height = (layout?.size.height ?? 0) + (legend ? SceneStyle.legendSize.height + 16 : 0)
        // Most nodes look like a viewful RIB and most edges are tree edges: make those the defaults,
        // so a node or edge only carries what sets it apart (a large graph builds and renders faster).
        let defaults = SceneStyle.nodeAttributes(.rib(viewful: true))
        for (name, value) in defaults { graph.setNodeDefault(name, value) }
        graph.setNodeDefault("fontname", SceneStyle.fontName)
        graph.setNodeDefault("fontsize", "12")
        graph.setNodeDefault("margin", "0.05")
        if layout != nil { graph.setNodeDefault("fixedsize", "true") }
        graph.setEdgeDefault("color", SceneStyle.treeEdgeColor)
        graph.setEdgeDefault("arrowsize", Self.points(Self.treeArrowSize))
        graph.setEdgeDefault("fontname", SceneStyle.fontName)
        graph.setEdgeDefault("fontsize", "9")
        graph.setEdgeDefault("fontcolor", SceneStyle.dependencyColor)
        var nodes: [GraphvizGraph.Node] = []
        nodes.reserveCapacity(scene.nodes.count)
        for (index, node) in scene.nodes.enumerated() {
            let handle = try graph.addNode(node.key)
            for (name, value) in SceneStyle.nodeAttributes(node.kind) where !defaults.contains(where: { $0 == (name, value) }) {
                graph.set(handle, name, value)
            }
            graph.set(handle, "id", Self.svgText(node.elementID))
            graph.set(handle, "class", SceneStyle.className(node.kind))
            graph.setHTMLLabel(handle, SceneStyle.label(node))
            if let layout {
                let size = layout.sizes[index], center = layout.centers[index]
                graph.set(handle, "width", Self.inches(size.width))
                graph.set(handle, "height", Self.inches(size.height))
                graph.set(handle, "pos", Self.position(center, height: height) + "!")
            }
            nodes.append(handle)
        }
        for (parent, children) in scene.children.enumerated() {
            for child in children {
                let edge = try graph.addEdge(from: nodes[parent], to: nodes[child])
                if let layout {
                    let route = EdgeRoute(treeFrom: (layout.centers[parent], layout.sizes[parent]),
                                          to: (layout.centers[child], layout.sizes[child]),
                                          arrowLength: 10 * Self.treeArrowSize, direction: direction)
                    graph.set(edge, "pos", Self.splinePosition(route, height: height))
                }
                graph.set(edge, "id", Self.svgText("tree-\(scene.nodes[parent].elementID)-\(scene.nodes[child].elementID)"))
            }
        }
        for link in scene.dependencies {
            let edge = try graph.addEdge(from: nodes[link.provider], to: nodes[link.consumer])
            graph.set(edge, "style", "dashed")
            graph.set(edge, "color", SceneStyle.dependencyColor)
            graph.set(edge, "arrowsize", Self.points(Self.dependencyArrowSize))
            graph.set(edge, "constraint", "false")
            if let layout {
                let route = EdgeRoute(dependencyFrom: (layout.centers[link.provider], layout.sizes[link.provider]),
                                      to: (layout.centers[link.consumer], layout.sizes[link.consumer]),
                                      labelSize: SceneStyle.labelSize(link), arrowLength: 10 * Self.dependencyArrowSize,
                                      direction: direction)
                graph.set(edge, "pos", Self.splinePosition(route, height: height))
                if let label = route.labelCenter { graph.set(edge, "lp", Self.position(label, height: height)) }
            }
            graph.set(edge, "class", "dependency")
            // Plain labels cost Graphviz far less than HTML ones: keep HTML for property lists only.
            if link.properties.isEmpty {
                graph.set(edge, "label", link.dependency)
            } else {
                graph.setHTMLLabel(edge, SceneStyle.label(link))
            }
        }
        if legend { try addLegend(to: graph, layout: layout) }
    }

    private func addLegend(to graph: GraphvizGraph, layout: SceneLayout?) throws {
        let legend = try graph.addNode("legend")
        graph.set(legend, "shape", "plaintext")
        graph.set(legend, "style", "solid")
        graph.set(legend, "fixedsize", "false")
        graph.set(legend, "id", "legend")
        graph.set(legend, "fontname", SceneStyle.fontName)
        graph.set(legend, "fontsize", "10")
        graph.setHTMLLabel(legend, SceneStyle.legendLabel)
        if layout != nil {
            let size = SceneStyle.legendSize
            graph.set(legend, "pos", "\(Self.points(12 + size.width / 2)),\(Self.points(size.height / 2 + 4))!")
        }
    }

    /// Arrowhead scales; Graphviz draws an arrowhead 10 points long at scale 1.
    static let treeArrowSize = 0.6
    static let dependencyArrowSize = 0.7

    /// A point in Graphviz's coordinates, whose y axis points up from the bottom of a drawing `height` tall.
    static func position(_ point: LayoutPoint, height: Double) -> String {
        "\(points(point.x)),\(points(height - point.y))"
    }

    /// An edge's `pos`: the arrow's tip, then the spline's control points.
    static func splinePosition(_ route: EdgeRoute, height: Double) -> String {
        "e,\(position(route.tip, height: height)) " + route.points.map { position($0, height: height) }.joined(separator: " ")
    }

    /// Graphviz's SVG writer leaves anything that looks like an entity (`&amp;`) alone; escaping every
    /// `&` first makes it write user text literally.
    static func svgText(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;")
    }

    /// Points with two decimals: enough precision, and identical text on every run.
    static func points(_ value: Double) -> String { fixed(value, decimals: 2) }

    /// Graphviz sizes nodes in inches.
    static func inches(_ points: Double) -> String { fixed(points / 72, decimals: 4) }

    /// `value` rounded to `decimals` places, written without Foundation's slow `String(format:)`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return "\(value < 0 && scaled != 0 ? "-" : "")\(scaled / scale).\(padded)"
    }
}
