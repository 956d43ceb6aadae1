import Foundation

/// Draws a ``Scene`` through Graphviz's C library, in-process: with ribgraph's own positions pinned
/// (`nop2`, straight edges), or ranked by Graphviz's `dot`.
public struct SceneRenderer: Sendable {
    /// Creates a renderer.
    init() {}

    /// A finished picture and any warnings Graphviz gave while drawing it.
    public struct Output: Sendable {
        public var bytes: [UInt8]
        public var warnings: [String]
    }

    /// Renders `scene` in `format`. With `layout` (pinned positions) nodes stay where ribgraph put them, in
    /// the layout's direction; without it Graphviz's dot ranks the graph in `direction` (top to bottom for
    /// `automatic`). Throws ``GraphvizError``.
    func render(_ scene: Scene, layout: SceneLayout?, direction: LayoutDirection, legend: Bool,
                       format: OutputFormat) throws -> Output {
        try Self.render(Self.page(scene, layout: layout, direction: layout?.direction ?? direction.definite, legend: legend),
                        format: format)
    }

    /// Draws `page` in `format`: the one place ribgraph calls Graphviz. Throws ``GraphvizError``.
    static func render(_ page: Page, format: OutputFormat) throws -> Output {
        try Graphviz.shared.perform { session in
            let graph = try GraphvizGraph(name: page.name, session: session)
            prepare(graph, title: page.title, pinned: page.isPinned, direction: page.direction)
            for item in page.items {
                switch item {
                case let .scene(scene, layout, placement, keyPrefix, idPrefix):
                    try add(scene, layout: layout, placement: placement, keyPrefix: keyPrefix, idPrefix: idPrefix,
                            direction: page.direction, to: graph)
                case let .panel(key, id, html, center, placement):
                    try addPanel(key: key, id: id, html: html, center: center, placement: placement, to: graph)
                }
            }
            return try output(of: graph, engine: page.isPinned ? "nop2" : "dot", format: format, session: session)
        }
    }

    /// Lays `graph` out with `engine` and renders it in `format`; DOT is the graph as built, unlaid.
    private static func output(of graph: GraphvizGraph, engine: String, format: OutputFormat, session: GraphvizSession) throws -> Output {
        if format == .dot {
            return Output(bytes: try graph.dotText(), warnings: session.takeMessages())
        }
        try graph.layout(engine: engine)
        let bytes = try graph.render(format: format.rawValue)
        return Output(bytes: format == .pdf ? ReproduciblePDF.removingTimestamp(bytes) : bytes,
                      warnings: session.takeMessages())
    }

    /// The page of one scene, with the scene's legend under it when `legend` is set.
    private static func page(_ scene: Scene, layout: SceneLayout?, direction: LayoutDirection, legend: Bool) -> Page {
        var page = Page(name: "ribgraph", title: scene.title, direction: direction, isPinned: layout != nil)
        let legendSize = SceneStyle.legendSize(fromSource: scene.isFromSource, cycles: scene.hasCycles)
        let legendHeight = legend ? legendSize.height + 16 : 0
        let placement = layout.map { PagePlacement(origin: LayoutPoint(x: 0, y: 0), pageHeight: $0.size.height + legendHeight) }
        page.items.append(.scene(scene, layout: layout, placement: placement, keyPrefix: "", idPrefix: ""))
        if legend {
            page.items.append(.legend(SceneStyle.legendLabel(fromSource: scene.isFromSource, cycles: scene.hasCycles),
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

    private static let nodeDefaults = SceneStyle.nodeAttributes(.rib(viewful: true))

    /// Adds `scene`'s nodes and edges; with a `placement`, at `layout`'s positions moved onto the page.
    /// `keyPrefix` and `idPrefix` keep two scenes of one picture apart.
    private static func add(_ scene: Scene, layout: SceneLayout?, placement: PagePlacement?, keyPrefix: String, idPrefix: String,
                    direction: LayoutDirection, to graph: GraphvizGraph) throws {
        var nodes: [GraphvizGraph.Node] = []
        nodes.reserveCapacity(scene.nodes.count)
        for (index, node) in scene.nodes.enumerated() {
            let handle = try graph.addNode(keyPrefix + node.key)
            for (name, value) in SceneStyle.nodeAttributes(node.kind) where !nodeDefaults.contains(where: { $0 == (name, value) }) {
                graph.set(handle, name, value)
            }
            if node.badge != nil {
                graph.set(handle, "color", SceneStyle.badgeColor)
                graph.set(handle, "penwidth", "2.4")
            }
            if let mark = node.mark {
                for (name, value) in SceneStyle.nodeAttributes(mark) { graph.set(handle, name, value) }
            }
            if node.isFaint {
                for (name, value) in SceneStyle.faintNodeAttributes { graph.set(handle, name, value) }
            }
            graph.set(handle, "id", svgText(idPrefix + node.elementID))
            graph.set(handle, "class", SceneStyle.className(node.kind) + (node.mark.map { " " + $0.rawValue } ?? "")
                      + (node.isFaint ? " faint" : ""))
            graph.setHTMLLabel(handle, SceneStyle.label(node))
            if let layout, let placement {
                let size = layout.sizes[index]
                graph.set(handle, "width", inches(size.width))
                graph.set(handle, "height", inches(size.height))
                graph.set(handle, "pos", placement.position(layout.centers[index]) + "!")
            }
            nodes.append(handle)
        }
        for (parent, children) in scene.children.enumerated() {
            for child in children {
                let edge = try graph.addEdge(from: nodes[parent], to: nodes[child])
                if let layout, let placement {
                    let route = EdgeRoute(treeFrom: (layout.centers[parent], layout.sizes[parent]),
                                          to: (layout.centers[child], layout.sizes[child]),
                                          arrowLength: 10 * treeArrowSize, direction: direction)
                    graph.set(edge, "pos", placement.spline(route))
                }
                graph.set(edge, "id", svgText(idPrefix + "tree-\(scene.nodes[parent].elementID)-\(scene.nodes[child].elementID)"))
                if scene.nodes[child].isFaint { graph.set(edge, "color", SceneStyle.faintColor) }
                if let mark = scene.nodes[child].mark {
                    for (name, value) in SceneStyle.edgeAttributes(mark) { graph.set(edge, name, value) }
                }
            }
        }
        for route in scene.otherParentEdges {
            let edge = try graph.addEdge(from: nodes[route.parent], to: nodes[route.child])
            if let layout, let placement {
                let path = EdgeRoute(routeFrom: (layout.centers[route.parent], layout.sizes[route.parent]),
                                     to: (layout.centers[route.child], layout.sizes[route.child]),
                                     arrowLength: 10 * treeArrowSize, direction: direction)
                graph.set(edge, "pos", placement.spline(path))
            }
            graph.set(edge, "id", svgText(idPrefix + "tree-\(scene.nodes[route.parent].elementID)-\(scene.nodes[route.child].elementID)"))
            if scene.nodes[route.child].isFaint || scene.nodes[route.parent].isFaint { graph.set(edge, "color", SceneStyle.faintColor) }
            if let mark = route.mark {
                for (name, value) in SceneStyle.edgeAttributes(mark) { graph.set(edge, name, value) }
            }
        }
        for former in scene.formerEdges {
            let edge = try graph.addEdge(from: nodes[former.parent], to: nodes[former.child])
            if let layout, let placement {
                let route = EdgeRoute(treeFrom: (layout.centers[former.parent], layout.sizes[former.parent]),
                                      to: (layout.centers[former.child], layout.sizes[former.child]),
                                      arrowLength: 10 * treeArrowSize, direction: direction)
                graph.set(edge, "pos", placement.spline(route))
            }
            for (name, value) in SceneStyle.edgeAttributes(.removed) { graph.set(edge, name, value) }
            graph.set(edge, "id", svgText(idPrefix + "former-\(scene.nodes[former.parent].elementID)-\(scene.nodes[former.child].elementID)"))
        }
        for link in scene.dependencies {
            let edge = try graph.addEdge(from: nodes[link.provider], to: nodes[link.consumer])
            graph.set(edge, "style", "dashed")
            graph.set(edge, "color", SceneStyle.dependencyColor)
            graph.set(edge, "arrowsize", points(dependencyArrowSize))
            graph.set(edge, "constraint", "false")
            if let layout, let placement {
                let route = EdgeRoute(dependencyFrom: (layout.centers[link.provider], layout.sizes[link.provider]),
                                      to: (layout.centers[link.consumer], layout.sizes[link.consumer]),
                                      labelSize: SceneStyle.labelSize(link), arrowLength: 10 * dependencyArrowSize,
                                      direction: direction)
                graph.set(edge, "pos", placement.spline(route))
                if let label = route.labelCenter { graph.set(edge, "lp", placement.position(label)) }
            }
            if let mark = link.mark {
                for (name, value) in SceneStyle.edgeAttributes(mark) { graph.set(edge, name, value) }
            }
            if link.isFaint {
                graph.set(edge, "color", SceneStyle.faintColor)
                graph.set(edge, "fontcolor", SceneStyle.faintColor)
            }
            graph.set(edge, "class", "dependency" + (link.mark.map { " " + $0.rawValue } ?? ""))
            // Plain labels cost Graphviz far less than HTML ones: keep HTML for property lists only.
            if link.properties.isEmpty {
                graph.set(edge, "label", link.dependency)
            } else {
                graph.setHTMLLabel(edge, SceneStyle.label(link))
            }
        }
    }

    /// Adds a borderless node that shows `html` (a legend, a metrics table), centred at `center` when placed.
    private static func addPanel(key: String, id: String, html: String, center: LayoutPoint?, placement: PagePlacement?,
                         to graph: GraphvizGraph) throws {
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

    /// Graphviz's SVG writer leaves anything that looks like an entity (`&amp;`) alone; escaping every
    /// `&` first makes it write user text literally.
    static func svgText(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;")
    }

    /// Points with two decimals: enough precision, and identical text on every run.
    static func points(_ value: Double) -> String { DecimalText.fixed(value, decimals: 2) }

    /// Graphviz sizes nodes in inches.
    static func inches(_ points: Double) -> String { DecimalText.fixed(points / 72, decimals: 4) }
}
