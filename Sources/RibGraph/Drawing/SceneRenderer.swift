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
            return Output(bytes: bytes, warnings: session.takeMessages())
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
        if layout != nil {
            graph.setGraphAttribute("splines", "line")
        } else {
            graph.setGraphAttribute("rankdir", direction.rawValue)
            graph.setGraphAttribute("nodesep", "0.3")
        }
        // Graphviz's y axis points up; ribgraph's layout grows down.
        let height = (layout?.size.height ?? 0) + (legend ? SceneStyle.legendSize.height + 16 : 0)
        var nodes: [GraphvizGraph.Node] = []
        nodes.reserveCapacity(scene.nodes.count)
        for (index, node) in scene.nodes.enumerated() {
            let handle = try graph.addNode(node.key)
            for (name, value) in SceneStyle.nodeAttributes(node.kind) { graph.set(handle, name, value) }
            graph.set(handle, "id", Self.svgText(node.elementID))
            graph.set(handle, "class", SceneStyle.className(node.kind))
            graph.set(handle, "tooltip", Self.svgText(node.tooltip))
            graph.set(handle, "fontname", SceneStyle.fontName)
            graph.set(handle, "fontsize", "12")
            graph.set(handle, "margin", "0.05")
            graph.setHTMLLabel(handle, SceneStyle.label(node))
            if let layout {
                let size = layout.sizes[index], center = layout.centers[index]
                graph.set(handle, "fixedsize", "true")
                graph.set(handle, "width", Self.inches(size.width))
                graph.set(handle, "height", Self.inches(size.height))
                graph.set(handle, "pos", "\(Self.points(center.x)),\(Self.points(height - center.y))!")
            }
            nodes.append(handle)
        }
        for (parent, children) in scene.children.enumerated() {
            for child in children {
                let edge = try graph.addEdge(from: nodes[parent], to: nodes[child])
                graph.set(edge, "color", SceneStyle.treeEdgeColor)
                graph.set(edge, "arrowsize", "0.6")
                graph.set(edge, "id", Self.svgText("tree-\(scene.nodes[parent].elementID)-\(scene.nodes[child].elementID)"))
            }
        }
        for link in scene.dependencies {
            let edge = try graph.addEdge(from: nodes[link.provider], to: nodes[link.consumer])
            graph.set(edge, "style", "dashed")
            graph.set(edge, "color", SceneStyle.dependencyColor)
            graph.set(edge, "fontcolor", SceneStyle.dependencyColor)
            graph.set(edge, "fontname", SceneStyle.fontName)
            graph.set(edge, "fontsize", "9")
            graph.set(edge, "arrowsize", "0.7")
            graph.set(edge, "constraint", "false")
            if let layout {
                let route = DependencyRoute(from: (layout.centers[link.provider], layout.sizes[link.provider]),
                                            to: (layout.centers[link.consumer], layout.sizes[link.consumer]),
                                            labelSize: SceneStyle.labelSize(link), direction: direction)
                func flip(_ point: LayoutPoint) -> String { "\(Self.points(point.x)),\(Self.points(height - point.y))" }
                graph.set(edge, "pos", "e,\(flip(route.tip)) " + route.points.map(flip).joined(separator: " "))
                graph.set(edge, "lp", flip(route.labelCenter))
            }
            graph.set(edge, "class", "dependency")
            graph.set(edge, "tooltip", Self.svgText("\(scene.nodes[link.provider].title) satisfies \(link.dependency)"))
            graph.setHTMLLabel(edge, SceneStyle.label(link))
        }
        if legend { try addLegend(to: graph, layout: layout) }
    }

    private func addLegend(to graph: GraphvizGraph, layout: SceneLayout?) throws {
        let legend = try graph.addNode("legend")
        graph.set(legend, "shape", "plaintext")
        graph.set(legend, "id", "legend")
        graph.set(legend, "fontname", SceneStyle.fontName)
        graph.set(legend, "fontsize", "10")
        graph.setHTMLLabel(legend, SceneStyle.legendLabel)
        if layout != nil {
            let size = SceneStyle.legendSize
            graph.set(legend, "pos", "\(Self.points(12 + size.width / 2)),\(Self.points(size.height / 2 + 4))!")
        }
    }

    /// Graphviz's SVG writer leaves anything that looks like an entity (`&amp;`) alone; escaping every
    /// `&` first makes it write user text literally.
    static func svgText(_ text: String) -> String { text.replacingOccurrences(of: "&", with: "&amp;") }

    /// Points with two decimals: enough precision, and identical text on every run.
    static func points(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Graphviz sizes nodes in inches.
    static func inches(_ points: Double) -> String { String(format: "%.4f", points / 72) }
}
