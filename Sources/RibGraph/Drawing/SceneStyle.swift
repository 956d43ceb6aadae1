import RibAnalysis
import RibTrace

/// How each kind of node and edge looks, in one place, so the legend and the picture cannot disagree.
enum SceneStyle {
    static let fontName = "Helvetica"
    static let dependencyColor = "#7c3aed"
    static let treeEdgeColor = "#475569"
    /// Badges and the heavy border of a node that carries one: near black, so that a decision point reads apart
    /// from every mark's colour (a moved RIB's orange above all) and from the routes' and tunnels' colours.
    static let badgeColor = "#111827"
    /// The tunnel picture's links, the border of the RIBs on a tunnel and the creating RIBs' badges.
    static let tunnelColor = "#0f766e"

    /// Outlines, text and edges of faint (not attached) nodes.
    static let faintColor = "#cbd5e1"
    /// What a faint node sets over its kind's attributes.
    static let faintNodeAttributes = [
        ("style", "dashed,filled"), ("fillcolor", "#f8fafc"), ("color", faintColor),
        ("fontcolor", "#94a3b8"), ("penwidth", "1"),
    ]

    /// The frame around the RIB types no launched RIB attaches: grey, dashed, unfilled so that edges show
    /// through it.
    static let groupFrameAttributes = [
        ("shape", "box"), ("style", "dashed,rounded"), ("color", "#94a3b8"), ("penwidth", "1.2"),
        ("class", "group unreachable"),
    ]
    /// The frame's title.
    static let groupTitleAttributes = [
        ("shape", "plaintext"), ("style", "solid"), ("fontname", fontName + "-Bold"), ("fontsize", "10"),
        ("fontcolor", "#64748b"), ("class", "group-title"),
    ]

    /// Graphviz node attributes for a kind of node.
    static func nodeAttributes(_ kind: Scene.NodeKind) -> [(String, String)] {
        switch kind {
        case .rib(viewful: true):
            [
                ("shape", "box"), ("style", "filled"), ("fillcolor", "#dbeafe"), ("color", "#1d4ed8"),
                ("penwidth", "1.4"),
            ]
        case .rib(viewful: false):
            [
                ("shape", "box"), ("style", "dashed,filled"), ("fillcolor", "#f8fafc"), ("color", "#64748b"),
                ("penwidth", "1.2"),
            ]
        // A rounded box rather than Graphviz's arrow-like `cds`, whose outline is a third shorter than its
        // node: edges ended 6 points short of it and their arrowheads floated.
        case .adapter:
            [
                ("shape", "box"), ("style", "rounded,filled"), ("fillcolor", "#fef3c7"), ("color", "#b45309"),
                ("penwidth", "1"),
            ]
        case .collapsed:
            [("shape", "box"), ("style", "dotted"), ("fillcolor", "#ffffff"), ("color", "#94a3b8"), ("penwidth", "1")]
        }
    }

    /// Graphviz node attributes that mark a RIB on a tunnel, over its kind's own: a thick border for the creating
    /// RIB, a thinner one for the RIBs passing a value on.
    static func nodeAttributes(_ role: Scene.TunnelRole) -> [(String, String)] {
        switch role {
        case .creator: [("color", tunnelColor), ("penwidth", "3")]
        case .hop: [("color", tunnelColor), ("penwidth", "1.8")]
        }
    }

    /// The SVG class a RIB on a tunnel adds to its kind's.
    static func className(_ role: Scene.TunnelRole) -> String {
        switch role {
        case .creator: "tunnel-creator"
        case .hop: "tunnel-hop"
        }
    }

    /// Graphviz attributes of a dependency link of `kind`: a Dependency dashed and purple, a tunnel step
    /// thick and teal.
    static func edgeAttributes(_ kind: Scene.LinkKind) -> [(String, String)] {
        switch kind {
        case .dependency: [("style", "dashed"), ("color", dependencyColor)]
        case .tunnel: [("style", "dashed"), ("color", tunnelColor), ("fontcolor", tunnelColor), ("penwidth", "2.2")]
        }
    }

    /// The SVG class of a dependency link of `kind`.
    static func className(_ kind: Scene.LinkKind) -> String {
        switch kind {
        case .dependency: "dependency"
        case .tunnel: "tunnel"
        }
    }

    /// The SVG class a node gets, for docs stylesheets.
    static func className(_ kind: Scene.NodeKind) -> String {
        switch kind {
        case .rib(viewful: true): "rib viewful"
        case .rib(viewful: false): "rib viewless"
        case .adapter: "adapter"
        case .collapsed: "collapsed"
        }
    }

    /// The HTML label of a node (without the outer angle brackets, as `agstrdup_html` takes it): its title and, smaller and grey, its subtitle.
    static func label(_ node: Scene.Node) -> String {
        let title = GraphvizText.htmlLabel(node.title)
        let italic = node.kind == .adapter
        var html = italic ? "<I>\(title)</I>" : "<B>\(title)</B>"
        if let subtitle = node.subtitle {
            let color = node.isFaint ? "#94a3b8" : "#475569"
            html += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(color)\">\(GraphvizText.htmlLabel(subtitle))</FONT>"
        }
        if let badge = node.badge {
            let color = node.tunnelRole == nil ? badgeColor : tunnelColor
            html += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(color)\">\(GraphvizText.htmlLabel(badge))</FONT>"
        }
        return html
    }

    /// The HTML label of a dependency edge: the protocol and, when shown, its properties; the properties no
    /// component provides, when they are not among those shown.
    static func label(_ link: Scene.DependencyLink) -> String {
        var html = GraphvizText.htmlLabel(link.dependency)
        for property in labelLines(link) {
            html += "<BR ALIGN=\"LEFT\"/><FONT POINT-SIZE=\"8\">\(GraphvizText.htmlLabel(property))</FONT>"
        }
        if !labelLines(link).isEmpty { html += "<BR ALIGN=\"LEFT\"/>" }
        return html
    }

    /// The lines under a dependency edge's protocol: its properties when shown, else those without provider.
    static func labelLines(_ link: Scene.DependencyLink) -> [String] {
        guard link.properties.isEmpty, !link.unprovided.isEmpty else { return link.properties }
        return ["no provider: " + link.unprovided.joined(separator: ", ")]
    }

    /// Graphviz attributes of a dependency edge on which some property has no provider: red, thicker, solid and
    /// ending in a bar, so that it never reads as a diff's gone edge (red and dashed).
    static let unprovidedAttributes = [
        ("color", unprovidedColor), ("fontcolor", unprovidedColor), ("penwidth", "2"), ("style", "solid"),
        ("arrowhead", "tee"),
    ]

    /// The legend's cell for a dependency edge on which some property has no provider, with its width.
    static var unprovidedLegend: (html: String, width: Double) {
        let text = "━━| no provider: the build breaks"
        return ("<TD BORDER=\"0\"><FONT COLOR=\"\(unprovidedColor)\">\(text)</FONT></TD>", legendFont.width(of: text))
    }

    /// The colour of a dependency edge on which the build breaks.
    static let unprovidedColor = "#dc2626"

    /// The estimated size of a dependency edge's label.
    static func labelSize(_ link: Scene.DependencyLink) -> LayoutSize {
        let lines = labelLines(link)
        let widths =
            [LabelMetrics(fontSize: 9).width(of: link.dependency)]
            + lines.map { LabelMetrics(fontSize: 8).width(of: $0) }
        // HTML labels come out a little wider than the estimate; err on the side of space.
        return LayoutSize(width: (widths.max() ?? 0) * 1.1, height: 11 + Double(lines.count) * 10)
    }

    /// The legend's cell for the badge of a RIB on a cycle of routes.
    static let cycleLegend =
        "<TD BGCOLOR=\"#dbeafe\" COLOR=\"\(badgeColor)\">\(SceneBuilder.cycleBadge): on a cycle of routes</TD>"

    /// The legend: one row that shows each kind of node and the dependency edge. A scene read from source
    /// shows what can be attached, so its tree edges say "can attach" (`TraceWording.edgeLegend`); with
    /// `cycles` it explains the cycle badge; the tunnel picture (`tunnels`, its ``Scene/tunnelSummary``)
    /// shows the tunnel marks and says what it draws in place of the dependency edge. The routes drawn as
    /// `presentations` (``Scene/drawnPresentations``) get a row of their own under it.
    static func legendLabel(
        wording: TraceWording, cycles: Bool, tunnels: String?, presentations: [Presentation] = [],
        dependencies note: String? = nil, unprovided: Bool = false
    ) -> String {
        let tree = wording.edgeLegend
        let cycle = cycles ? cycleLegend : ""
        let legend = """
            <TABLE BORDER="0" CELLBORDER="1" CELLSPACING="6" CELLPADDING="4">\
            <TR><TD BORDER="0"><B>Legend</B></TD>\
            <TD BGCOLOR="#dbeafe" COLOR="#1d4ed8">viewful RIB</TD>\
            \(dashedCell(fill: "#f8fafc", border: "#64748b", "viewless RIB"))\
            <TD BGCOLOR="#fef3c7" COLOR="#b45309" STYLE="rounded">adapter</TD>\
            \(cycle)\
            <TD BORDER="0"><FONT COLOR="#475569">\(tree)</FONT></TD>\
            \(tunnels.map(tunnelLegend) ?? dependencyLegend(note))\
            \(unprovided ? unprovidedLegend.html : "")\
            </TR></TABLE>
            """
        return stacked(legend, PresentationStyle.legendRow(presentations)?.html)
    }

    /// `legend`, a table of one row, with `row` (``PresentationStyle/legendRow(_:)``) under it; `legend` alone
    /// without one, so a picture without presentations keeps its legend as it was.
    static func stacked(_ legend: String, _ row: String?) -> String {
        guard let row else { return legend }
        return "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\">"
            + "<TR><TD>\(legend)</TD></TR>"
            + "<TR><TD ALIGN=\"LEFT\" CELLPADDING=\"\(Int(rowPadding))\">\(row)</TD></TR></TABLE>"
    }

    /// A legend's `size` with the row of `presentations` under it, when there is one.
    private static func stacked(_ size: LayoutSize, _ presentations: [Presentation]) -> LayoutSize {
        guard let row = PresentationStyle.legendRow(presentations) else { return size }
        return LayoutSize(width: max(size.width, row.width + 2 * rowPadding), height: size.height + 12 + 2 * rowPadding)
    }

    /// The padding around the presentations' row: its text starts where the first row's "Legend" does, 6 points
    /// of spacing, 1 of border and 4 of padding from the table's edge.
    private static let rowPadding = 11.0

    /// The dependency edge's cell, with what the picture leaves out of them (``Scene/dependencyNote``).
    static func dependencyLegend(_ note: String?) -> String {
        "<TD BORDER=\"0\"><FONT COLOR=\"\(dependencyColor)\">- - ▶ component satisfies Dependency"
            + (note.map { " (\(GraphvizText.htmlLabel($0)))" } ?? "") + "</FONT></TD>"
    }

    /// The tunnel picture's cells: the creating RIB, a RIB passing a value on, and the link with `summary`.
    private static func tunnelLegend(_ summary: String) -> String {
        """
        <TD BGCOLOR="#dbeafe" COLOR="\(tunnelColor)" BORDER="3"><FONT COLOR="\(tunnelColor)">creates the value</FONT></TD>\
        <TD BGCOLOR="#dbeafe" COLOR="\(tunnelColor)" BORDER="2">passes it on</TD>\
        <TD BORDER="0"><FONT COLOR="\(tunnelColor)">━ ━ ▶ \(GraphvizText.htmlLabel(summary))</FONT></TD>
        """
    }

    /// The legend's estimated size, for placing it under the tree.
    static func legendSize(
        wording: TraceWording, cycles: Bool, tunnels: String?, presentations: [Presentation] = [],
        dependencies note: String? = nil, unprovided: Bool = false
    ) -> LayoutSize {
        let tunnelWidth =
            tunnels.map { 200 + LabelMetrics(fontSize: 10).width(of: $0) }
            ?? note.map { LabelMetrics(fontSize: 10).width(of: " (\($0))") } ?? 0
        return stacked(
            LayoutSize(
                width: 600 + wording.edgeLegendExtraWidth + (cycles ? 280 : 0) + tunnelWidth
                    + (unprovided ? unprovidedLegend.width + 16 : 0),
                height: 36),
            presentations)
    }

    /// A diff's colours: (border, fill) for each mark; removed nodes and edges are also dashed. The fills are
    /// strong enough to tell from a viewful RIB's pale blue on a thumbnail.
    static func markColors(_ mark: Scene.Mark) -> (border: String, fill: String) {
        switch mark {
        case .added: ("#16a34a", "#bbf7d0")
        case .removed: ("#dc2626", "#fecaca")
        case .moved: ("#ea580c", "#fed7aa")
        case .changed: ("#ca8a04", "#fde68a")
        }
    }

    /// Graphviz attributes that draw a node with `mark`, over its kind's own.
    static func nodeAttributes(_ mark: Scene.Mark) -> [(String, String)] {
        let (border, fill) = markColors(mark)
        return [
            ("color", border), ("fillcolor", fill), ("penwidth", "2.2"),
            ("style", mark == .removed ? "dashed,filled" : "filled"),
        ]
    }

    /// Graphviz attributes of an edge (tree or dependency) with `mark`.
    static func edgeAttributes(_ mark: Scene.Mark) -> [(String, String)] {
        let border = markColors(mark).border
        var attributes = [("color", border), ("fontcolor", border), ("penwidth", "1.6")]
        if mark == .removed { attributes.append(("style", "dashed")) }
        return attributes
    }

    /// The diff legend: what each colour means, each with how many RIBs `diff` marks so ("2 added · 1 removed ·
    /// 1 moved · 3 changed"), large enough to read on a thumbnail; for two graphs, the routes added and removed
    /// too. With `faded`, a sample of the faint box that unchanged RIBs outside the changes' context wear; the
    /// routes drawn as `presentations` get a row of their own under it.
    static func diffLegend(
        _ diff: TreeDiff, faded: Bool = false, presentations: [Presentation] = [], unprovided: Bool = false
    ) -> (label: String, size: LayoutSize) {
        let counted: [(Scene.Mark, Int, String)] = [
            (.added, diff.added.count, "added"), (.removed, diff.removed.count, "removed"),
            (.moved, diff.moved.count, "moved"), (.changed, diff.changed.count, "changed"),
        ]
        // The first cell keeps the longer word's width, so a tree's legend is as wide as a graph's.
        var cells: [(html: String, width: Double)] = [
            ("<TD BORDER=\"0\"><B>\(diff.wording.ribs)</B></TD>", legendFont.width(of: RouteGraph.wording.ribs))
        ]
        for (mark, count, word) in counted {
            let (border, fill) = markColors(mark)
            let text = "<FONT POINT-SIZE=\"14\"><B>\(count) \(word)</B></FONT>"
            cells.append(
                (
                    mark == .removed
                        ? dashedCell(fill: fill, border: border, text)
                        : "<TD BGCOLOR=\"\(fill)\" COLOR=\"\(border)\">\(text)</TD>",
                    countFont.width(of: "\(count) \(word)")
                ))
        }
        if diff.graphs != nil {
            let added = diff.count(.routeAdded), removed = diff.count(.routeRemoved)
            let text = "\(added) route\(added == 1 ? "" : "s") added · \(removed) removed"
            cells.append(("<TD BORDER=\"0\">\(text)</TD>", legendFont.width(of: text)))
        }
        if faded {
            cells.append(
                (
                    dashedCell(fill: "#f8fafc", border: faintColor, "<FONT COLOR=\"#94a3b8\">unchanged</FONT>"),
                    legendFont.width(of: "unchanged")
                ))
        }
        cells += [
            ("<TD BORDER=\"0\"><FONT COLOR=\"#dc2626\">- - ▶ gone</FONT></TD>", legendFont.width(of: "- - ▶ gone")),
            (
                "<TD BORDER=\"0\"><FONT COLOR=\"#7c3aed\">- - ▶ Dependency</FONT></TD>",
                legendFont.width(of: "- - ▶ Dependency")
            ),
        ]
        if unprovided { cells.append(unprovidedLegend) }
        let label =
            "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"6\" CELLPADDING=\"4\"><TR>"
            + cells.map(\.html).joined() + "</TR></TABLE>"
        // Each cell: its text, 4 points of padding and a border on either side, 6 points between cells.
        let width = cells.reduce(6) { $0 + $1.width + 2 * (4 + 1) + 6 }
        return (
            stacked(label, PresentationStyle.legendRow(presentations)?.html),
            stacked(LayoutSize(width: width, height: 44), presentations)
        )
    }

    /// A legend cell (in a table of CELLPADDING 4) filled with `fill`, with a dashed `border`, showing `content`.
    ///
    /// Graphviz 2.42 draws a dashed HTML border by handing the renderer a style list that lives on its own
    /// stack, and keeps pointing at it once the border is drawn: the next fill in the same label reads
    /// whatever has taken that stack's place. The xdot renderer writes the style out, so `-Tjson` and
    /// `-Txdot` crashed on some runs (docs/development.md has a reproduction with the dot command). Here
    /// the content sits in an inner cell with a transparent solid border, drawn right after the dashed one,
    /// which points the renderer at a live style again; its 1 point of border and 3 of padding keep the
    /// cell exactly the size a plain cell has.
    static func dashedCell(fill: String, border: String, _ content: String) -> String {
        "<TD BGCOLOR=\"\(fill)\" COLOR=\"\(border)\" STYLE=\"dashed\" CELLPADDING=\"0\">"
            + "<TABLE BORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\"><TR>"
            + "<TD BORDER=\"1\" COLOR=\"transparent\">\(content)</TD></TR></TABLE></TD>"
    }

    /// The legend's text, and the larger bold text of the diff legend's counts.
    private static let legendFont = LabelMetrics(fontSize: 10, bold: true)
    private static let countFont = LabelMetrics(fontSize: 14, bold: true)
}
