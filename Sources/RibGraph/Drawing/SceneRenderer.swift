import Foundation
import RibAnalysis
import RibOutput

/// Draws a ``Scene`` through Graphviz's C library, in-process: with ribgraph's own positions pinned
/// (`nop2`, straight edges), or ranked by Graphviz's `dot`.
public struct SceneRenderer: Sendable {
    /// Renders `scene` in `format`. With `layout` (pinned positions) nodes stay where ribgraph put them, in
    /// the layout's direction; without it Graphviz's dot ranks the graph in `direction` (top to bottom for
    /// `automatic`). Throws ``GraphvizError``.
    func render(
        _ scene: Scene, layout: SceneLayout?, direction: LayoutDirection, legend: Bool,
        format: OutputFormat
    ) throws -> RenderedOutput {
        try Self.render(
            Self.page(scene, layout: layout, direction: layout?.direction ?? direction.definite, legend: legend),
            format: format)
    }

    /// Draws `page` in `format`: the one place ribgraph calls Graphviz. Throws ``GraphvizError``.
    static func render(_ page: Page, format: OutputFormat) throws -> RenderedOutput {
        // Only formats that draw glyphs need Graphviz to measure text: every other box is ribgraph's own
        // size, and the viewer lays out an SVG's text itself.
        var output = try draw(page, format: format, textSizing: format.drawsGlyphs ? .measured : .estimated)
        if format.drawsGlyphs { output.warnings += MissingGlyphs.warnings(on: page) }
        return output
    }

    /// Draws `page` in `format` through Graphviz, with text sized as `textSizing` says, with Graphviz's
    /// warnings.
    static func draw(_ page: Page, format: OutputFormat, textSizing: Graphviz.TextSizing) throws -> RenderedOutput {
        try Graphviz.shared.perform(textSizing: textSizing) { session in
            let graph = try GraphvizGraph(name: page.name, session: session)
            prepare(graph, title: page.title, pinned: page.isPinned, direction: page.direction)
            for item in page.items {
                switch item {
                case .scene(let scene, let layout, let placement, let keyPrefix, let idPrefix):
                    try SceneDrawing(
                        scene: scene, graph: graph, pinned: layout.flatMap { layout in placement.map { (layout, $0) } },
                        keyPrefix: keyPrefix, idPrefix: idPrefix
                    ).add()
                case .panel(let key, let id, let html, let center, let placement):
                    try addPanel(key: key, id: id, html: html, center: center, placement: placement, to: graph)
                }
            }
            return try output(of: graph, engine: page.isPinned ? "nop2" : "dot", format: format, session: session)
        }
    }

    /// Lays `graph` out with `engine` and renders it in `format`; DOT is the graph as built, unlaid.
    private static func output(of graph: GraphvizGraph, engine: String, format: OutputFormat, session: GraphvizSession)
        throws -> RenderedOutput
    {
        if format == .dot {
            return RenderedOutput(
                bytes: try graph.dotText(), warnings: session.takeMessages().map(OutputWarning.graphviz))
        }
        try graph.layout(engine: engine)
        let bytes = try graph.render(format: format.rawValue)
        return RenderedOutput(
            bytes: format == .pdf ? ReproduciblePDF.removingTimestamp(bytes) : bytes,
            warnings: session.takeMessages().map(OutputWarning.graphviz))
    }

    /// The page of one scene, with the scene's legend under it when `legend` is set.
    static func page(_ scene: Scene, layout: SceneLayout?, direction: LayoutDirection, legend: Bool) -> Page {
        var page = Page(name: "ribgraph", title: scene.title, direction: direction, isPinned: layout != nil)
        let presentations = scene.drawnPresentations
        let legendSize = SceneStyle.legendSize(
            wording: scene.wording, cycles: scene.hasCycles, tunnels: scene.tunnelSummary, presentations: presentations,
            dependencies: scene.dependencyNote, unprovided: scene.hasUnprovided)
        let legendHeight = legend ? legendSize.height + 16 : 0
        let placement = layout.map {
            PagePlacement(origin: LayoutPoint(x: 0, y: 0), pageHeight: $0.size.height + legendHeight)
        }
        page.items.append(.scene(scene, layout: layout, placement: placement, keyPrefix: "", idPrefix: ""))
        if legend {
            page.items.append(
                .legend(
                    SceneStyle.legendLabel(
                        wording: scene.wording, cycles: scene.hasCycles, tunnels: scene.tunnelSummary,
                        presentations: presentations, dependencies: scene.dependencyNote,
                        unprovided: scene.hasUnprovided),
                    size: legendSize, pinned: layout != nil))
        }
        return page
    }

    /// Sets what every ribgraph picture shares: the title, the background, and the defaults that most
    /// nodes (viewful RIBs) and edges (tree edges) use.
    private static func prepare(_ graph: GraphvizGraph, title: String, pinned: Bool, direction: LayoutDirection) {
        graph.setGraphAttribute("label", title)
        graph.setGraphAttribute("labelloc", "t")
        // The PostScript name: Graphviz writes it to SVG as Helvetica with font-weight bold, which browsers
        // understand ("Helvetica Bold" is no font family they know).
        graph.setGraphAttribute("fontname", SceneStyle.fontName + "-Bold")
        graph.setGraphAttribute("fontsize", "14")
        graph.setGraphAttribute("bgcolor", "white")
        graph.setGraphAttribute("pad", "0.2")
        graph.setGraphAttribute("outputorder", "edgesfirst")
        if !pinned {
            graph.setGraphAttribute("rankdir", direction.rawValue)
            graph.setGraphAttribute("nodesep", "0.3")
        }
        // Most nodes look like a viewful RIB and most edges are tree edges: make those the defaults,
        // so a node or edge only carries what sets it apart (a large graph builds and renders faster).
        for (name, value) in nodeDefaults { graph.setNodeDefault(name, value) }
        graph.setNodeDefault("fontname", SceneStyle.fontName)
        graph.setNodeDefault("fontsize", "12")
        graph.setNodeDefault("margin", "0.05")
        if pinned { graph.setNodeDefault("fixedsize", "true") }
        graph.setEdgeDefault("color", SceneStyle.treeEdgeColor)
        graph.setEdgeDefault("arrowsize", points(treeArrowSize))
        graph.setEdgeDefault("fontname", SceneStyle.fontName)
        graph.setEdgeDefault("fontsize", "9")
        graph.setEdgeDefault("fontcolor", SceneStyle.dependencyColor)
    }

    /// What a node is unless it says otherwise: a viewful RIB.
    static let nodeDefaults = SceneStyle.nodeAttributes(.rib(viewful: true))

    /// Adds a borderless node that shows `html` (a legend, a metrics table), centred at `center` when placed.
    private static func addPanel(
        key: String, id: String, html: String, center: LayoutPoint?, placement: PagePlacement?,
        to graph: GraphvizGraph
    ) throws {
        let panel = try graph.addNode(key)
        graph.set(panel, "shape", "plaintext")
        graph.set(panel, "style", "solid")
        graph.set(panel, "fixedsize", "false")
        graph.set(panel, "id", id)
        graph.set(panel, "fontsize", "10")
        graph.setHTMLLabel(panel, html)
        if let center, let placement { graph.set(panel, "pos", placement.position(center) + "!") }
    }

    /// Arrowhead scales; Graphviz draws an arrowhead 10 points long at scale 1.
    static let treeArrowSize = 0.6
    static let dependencyArrowSize = 0.7

    /// Points with two decimals: enough precision, and identical text on every run.
    static func points(_ value: Double) -> String { DecimalText.fixed(value, decimals: 2) }

    /// Graphviz sizes nodes in inches.
    static func inches(_ points: Double) -> String { DecimalText.fixed(points / 72, decimals: 4) }
}
