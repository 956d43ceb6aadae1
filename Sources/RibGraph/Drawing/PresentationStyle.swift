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

    /// The legend's row for the routes drawn as `ways` (``Scene/drawnPresentations``), its cells in a table
    /// of their own, and its estimated width; nil when there are none, so a picture without presentations
    /// keeps its legend.
    static func legendRow(_ ways: [Presentation]) -> (html: String, width: Double)? {
        guard !ways.isEmpty else { return nil }
        let lead = "How a child is shown"
        var cells: [(html: String, width: Double)] = [
            ("<TD BORDER=\"0\"><B>\(lead)</B></TD>", boldFont.width(of: lead))
        ]
        let plain = ways.compactMap(plainWords)
        if !plain.isEmpty {
            cells.append(cell("──▶ " + plain.joined(separator: ", "), color: SceneStyle.treeEdgeColor))
        }
        if ways.contains(.present) { cells.append(cell("──➤ present (modal)", color: presentColor)) }
        if ways.contains(.root) {
            cells.append(cell("━━▶ root (replaces the screen)", color: SceneStyle.treeEdgeColor))
        }
        let parts = ways.compactMap(partWords)
        if !parts.isEmpty {
            let text = parts.joined(separator: "  ") + ": part of the parent's screen"
            cells.append(cell(text, color: SceneStyle.treeEdgeColor))
        }
        let html =
            "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"6\" CELLPADDING=\"4\"><TR>"
            + cells.map(\.html).joined() + "</TR></TABLE>"
        // Each cell: its text, 4 points of padding and a border on either side, 6 points between cells.
        return (html, cells.reduce(6) { $0 + $1.width + 2 * (4 + 1) + 6 })
    }

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
        case .embed: "┈◇▶ embed (a section)"
        case .tab: "┈□▶ tab"
        default: nil
        }
    }

    private static func cell(_ text: String, color: String) -> (html: String, width: Double) {
        ("<TD BORDER=\"0\"><FONT COLOR=\"\(color)\">\(text)</FONT></TD>", font.width(of: text))
    }

    private static let font = LabelMetrics(fontSize: 10)
    private static let boldFont = LabelMetrics(fontSize: 10, bold: true)
}
