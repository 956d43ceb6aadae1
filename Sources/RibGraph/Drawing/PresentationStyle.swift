import RibTrace

/// How a route looks for the way its parent shows the child (``RoutePresentation/drawn``), and the legend's row
/// that explains it. Every style keeps the tree edge's arrowhead at the child and stays clear of the dashed
/// purple Dependency edges and the teal tunnel links: a push is the plain route, a present is blue with an
/// open `vee` head, a root is bold, and the parts of a screen (embed, tab) are dotted with a hollow shape just
/// behind the arrowhead, as UML marks a part: a diamond for a section, a box for a tab. The shape stands at the
/// child's end, not the parent's, because one parent's routes leave it on one shared stem (a bus), where it
/// would mark every route at once.
enum PresentationStyle {
    /// A presented (modal) route's colour: a saturated blue, apart from the slate routes, the purple
    /// Dependency edges, the teal tunnel links and every diff colour.
    static let presentColor = "#2563eb"

    /// Graphviz attributes of a route drawn as `way`, over a tree edge's own; none for the plain ones.
    static func edgeAttributes(_ way: Presentation) -> [(String, String)] {
        switch way {
        case .push, .none, .unknown: []
        case .present: [("color", presentColor), ("arrowhead", "vee"), ("penwidth", "1.4")]
        case .root: [("penwidth", "2.6")]
        case .embed: [("style", "dotted"), ("penwidth", "1.6"), ("arrowhead", "normalodiamond")]
        case .tab: [("style", "dotted"), ("penwidth", "1.6"), ("arrowhead", "normalobox")]
        }
    }

    /// How long the arrowhead of a route drawn as `way` is, in points: the route's line stops where it starts.
    /// Graphviz draws a plain head 10 points long at scale 1, a diamond 12 and a box 10, one after the other.
    static func arrowLength(_ way: Presentation?) -> Double {
        let scale = 10 * SceneRenderer.treeArrowSize
        switch way {
        case .embed: return scale * (1 + 1.2)
        case .tab: return scale * 2
        default: return scale
        }
    }

    /// The SVG classes of a route shown as `presentation`: `presentation-<way>` for each way, the drawn one first.
    static func className(_ presentation: RoutePresentation) -> String {
        let drawn = presentation.drawn
        return ([drawn] + presentation.ways.filter { $0 != drawn }).map { "presentation-" + $0.rawValue }
            .joined(separator: " ")
    }

    /// The legend's row for the routes drawn as `ways` (``Scene/drawnPresentations``) as text for one cell of
    /// the legend's table, and its estimated width; nil when there are none, so a picture without presentations
    /// keeps its legend. One cell of text rather than a table of cells: Graphviz stretches a table to the cell it
    /// stands in, spreading its cells under the wider row above, while it keeps text to the cell's `ALIGN`.
    static func legendRow(_ ways: [Presentation]) -> (html: String, width: Double)? {
        guard !ways.isEmpty else { return nil }
        let lead = "How a child is shown"
        var items: [(text: String, color: String)] = []
        let plain = ways.compactMap(plainWords)
        if !plain.isEmpty { items.append(("──▶ " + plain.joined(separator: ", "), SceneStyle.treeEdgeColor)) }
        if ways.contains(.present) { items.append(("──➤ present (modal)", presentColor)) }
        if ways.contains(.root) { items.append(("━━▶ root (replaces the screen)", SceneStyle.treeEdgeColor)) }
        let parts = ways.compactMap(partWords)
        if !parts.isEmpty {
            items.append((parts.joined(separator: itemGap) + ": part of the parent's screen", SceneStyle.treeEdgeColor))
        }
        let html =
            "<B>\(lead)</B>" + items.map { itemGap + "<FONT COLOR=\"\($0.color)\">\($0.text)</FONT>" }.joined()
        let text = items.reduce(0) { $0 + font.width(of: itemGap + $1.text) }
        return (html, boldFont.width(of: lead) + text)
    }

    /// The space between two items of the legend's row: Graphviz keeps every space of an HTML label.
    private static let itemGap = "    "

    /// What the plain route stands for in the legend, for a way drawn plain.
    private static func plainWords(_ way: Presentation) -> String? {
        switch way {
        case .push: "push"
        case .none: "none (no view)"
        case .unknown: "way not recognised"
        case .present, .root, .embed, .tab: nil
        }
    }

    /// A part's sample line and name, for a way that shows a part of the parent's screen.
    private static func partWords(_ way: Presentation) -> String? {
        switch way {
        case .embed: "┈◇▶ embed, a section"
        case .tab: "┈□▶ tab"
        default: nil
        }
    }

    private static let font = LabelMetrics(fontSize: 10)
    private static let boldFont = LabelMetrics(fontSize: 10, bold: true)
}
