import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The geometry of an SVG Graphviz wrote, read with Foundation's XML parser: each node's box and each
/// edge's arrowheads, by the Graphviz names in their `<title>`s, and the texts of every group. Coordinates
/// are the SVG's own.
struct PictureSVG {
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    /// An axis-aligned box.
    struct Box: Equatable {
        var minX: Double, minY: Double, maxX: Double, maxY: Double

        /// The smallest box around `points`.
        init(around points: [Point]) {
            minX = points.map(\.x).min() ?? 0
            maxX = points.map(\.x).max() ?? 0
            minY = points.map(\.y).min() ?? 0
            maxY = points.map(\.y).max() ?? 0
        }

        /// How far `point` lies from the box: 0 on or inside it.
        func distance(to point: Point) -> Double {
            let dx = max(minX - point.x, 0, point.x - maxX), dy = max(minY - point.y, 0, point.y - maxY)
            return (dx * dx + dy * dy).squareRoot()
        }

        /// Whether `point` lies inside the box, more than `margin` from every side.
        func contains(_ point: Point, margin: Double = 0) -> Bool {
            point.x > minX + margin && point.x < maxX - margin && point.y > minY + margin && point.y < maxY - margin
        }
    }

    /// A `<g class="node …">` or `<g class="edge …">`: its id, classes, Graphviz name (`rib:A`, `rib:A->rib:B`),
    /// its polygons' points, its paths' points (a start, then three points per cubic Bézier) and its texts.
    struct Group {
        var id: String
        var classes: [String]
        var title: String
        var polygons: [[Point]]
        var paths: [[Point]]
        var texts: [String]

        /// Where the last path ends.
        var pathEnd: Point? { paths.last?.last }

        /// Points along the last path: 20 steps of each Bézier segment, its end included.
        var samples: [Point] {
            guard let path = paths.last, let start = path.first else { return [] }
            var points = [start]
            for segment in stride(from: 0, to: path.count - 3, by: 3) {
                let (p0, p1, p2, p3) = (path[segment], path[segment + 1], path[segment + 2], path[segment + 3])
                for step in 1...20 {
                    let t = Double(step) / 20, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(
                        Point(
                            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            }
            return points
        }
    }

    private(set) var nodes: [Group] = []
    private(set) var edges: [Group] = []

    /// Parses `svg`; throws when it is not well-formed XML.
    init(_ svg: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "\(parser.parserError!)"])
        }
        nodes = reader.groups.filter { $0.classes.first == "node" }
        edges = reader.groups.filter { $0.classes.first == "edge" }
    }

    /// The node named `title` in Graphviz (`rib:Checkout`).
    func node(named title: String) -> Group? { nodes.first { $0.title == title } }

    /// A node's box: around its first polygon.
    static func box(of node: Group) -> Box? { node.polygons.first.map(Box.init(around:)) }

    /// How far `point` lies from the nearest side of `polygon`.
    static func distance(from point: Point, toOutlineOf polygon: [Point]) -> Double {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).map { a, b in
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length))
            let (x, y) = (a.x + t * dx - point.x, a.y + t * dy - point.y)
            return (x * x + y * y).squareRoot()
        }.min() ?? .infinity
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var groups: [Group] = []
        private var open: Group?
        private var depth = 0
        private var inTitle = false, inText = false
        private var characters = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "g" {
                if open != nil {
                    depth += 1
                } else if let kind = attributes["class"], kind.hasPrefix("node") || kind.hasPrefix("edge") {
                    open = Group(
                        id: attributes["id"] ?? "", classes: kind.split(separator: " ").map(String.init), title: "",
                        polygons: [], paths: [], texts: [])
                    depth = 0
                }
            } else if open != nil {
                switch name {
                case "title": inTitle = true
                case "text": inText = true
                case "polygon": open?.polygons.append(Self.points(attributes["points"] ?? ""))
                case "path": open?.paths.append(Self.points(attributes["d"] ?? ""))
                default: break
                }
            }
            characters = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            switch name {
            case "title" where inTitle:
                open?.title = characters
                inTitle = false
            case "text" where inText:
                open?.texts.append(characters)
                inText = false
            case "g" where open != nil:
                if depth == 0 {
                    groups.append(open!)
                    open = nil
                } else {
                    depth -= 1
                }
            default: break
            }
            characters = ""
        }

        /// `x,y x,y …`, or a path's `Mx,yCx,y x,y …`, as points.
        static func points(_ text: String) -> [Point] {
            let numbers = text.split(whereSeparator: { !"-.0123456789".contains($0) }).compactMap { Double($0) }
            return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
        }
    }
}
