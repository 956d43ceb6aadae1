import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses Graphviz's SVG with a real XML parser and answers questions about its nodes and edges.
public struct SVGInspector {
    /// A `<g class="node ...">` group.
    public struct NodeGroup {
        /// The group's `id`, as an XML parser decodes it.
        public var id: String
        /// The node's Graphviz name, from the group's `<title>` (`rib:Checkout`); edges name their ends by it.
        public var title: String
        /// The classes after `node`.
        public var classes: [String]
        /// The attributes of the group's first `<path>` or `<polygon>` (its outline).
        public var outline: [String: String]
        /// Each `<text>` element inside the group, in order.
        public var lines: [TextLine]
        /// The decoded content of each `<text>` element inside the group, in order.
        public var texts: [String] { lines.map(\.text) }

        /// The outline's bounding box (min x, min y, max x, max y) from its polygon's points or its path's
        /// coordinates, in the SVG's units; nil when it has neither.
        public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
            let text = outline["points"] ?? outline["d"] ?? ""
            let numbers = text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
            guard numbers.count >= 4 else { return nil }
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
        }
    }

    /// A `<text>` element: its decoded content and where and how Graphviz placed it.
    public struct TextLine {
        /// The decoded content.
        public var text: String
        /// Its `x`: where it starts, or its centre, as ``anchor`` says.
        public var x: Double
        /// Its `text-anchor`: `start` (Graphviz's HTML labels) or `middle`.
        public var anchor: String
        /// Its `font-size`, in points.
        public var fontSize: Double
        /// Whether its `font-weight` is `bold`.
        public var bold: Bool
    }

    public let document: XMLDocument
    /// Every element, in document order.
    public let elements: [XMLElement]

    /// Parses `svg`; fails the test when it is not well-formed XML.
    public init(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws {
        do {
            document = try XMLDocument(data: Data(svg.utf8), options: [])
        } catch {
            XCTFail("SVG is not well-formed XML: \(error)", file: file, line: line)
            throw error
        }
        elements = document.rootElement().map(Self.descendants(of:)) ?? []
    }

    /// The local names of all elements.
    public var elementNames: Set<String> { Set(elements.map { $0.localName ?? $0.name ?? "" }) }

    /// The value of `element`'s attribute `name`. (FoundationXML's `attribute(forName:)` finds nothing
    /// under SVG's default namespace, so the attributes are searched by name.)
    public static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// The `class` attribute's words of `element`.
    public static func classes(of element: XMLElement) -> [String] {
        (attribute("class", of: element) ?? "").split(separator: " ").map(String.init)
    }

    /// `element` and everything inside it, in document order.
    public static func descendants(of element: XMLElement) -> [XMLElement] {
        var ordered: [XMLElement] = []
        var stack = [element]
        while let next = stack.popLast() {
            ordered.append(next)
            stack.append(contentsOf: (next.children ?? []).compactMap { $0 as? XMLElement }.reversed())
        }
        return ordered
    }

    /// The decoded content of each `<text>` inside `element`, in order.
    public static func texts(in element: XMLElement) -> [String] {
        descendants(of: element).filter { $0.localName == "text" }.map { $0.stringValue ?? "" }
    }

    /// Groups whose class list starts with `node`.
    public var nodeGroups: [NodeGroup] {
        elements.filter { $0.localName == "g" && Self.classes(of: $0).first == "node" }.map { group in
            let outline = Self.descendants(of: group).first { $0.localName == "path" || $0.localName == "polygon" }
            let attributes = (outline?.attributes ?? []).compactMap { attribute in
                attribute.name.map { ($0, attribute.stringValue ?? "") }
            }
            let lines = Self.descendants(of: group).filter { $0.localName == "text" }.map { text in
                TextLine(
                    text: text.stringValue ?? "", x: Self.attribute("x", of: text).flatMap(Double.init) ?? .nan,
                    anchor: Self.attribute("text-anchor", of: text) ?? "",
                    fontSize: Self.attribute("font-size", of: text).flatMap(Double.init) ?? .nan,
                    bold: Self.attribute("font-weight", of: text) == "bold")
            }
            return NodeGroup(
                id: Self.attribute("id", of: group) ?? "", title: Self.title(of: group),
                classes: Array(Self.classes(of: group).dropFirst()),
                outline: Dictionary(attributes) { first, _ in first }, lines: lines)
        }
    }

    /// The node group with SVG id `id`.
    public func node(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> NodeGroup {
        try XCTUnwrap(
            nodeGroups.first { $0.id == id }, "no node with id \(id) in \(nodeGroups.map(\.id))", file: file, line: line
        )
    }

    /// Groups whose class list starts with `edge`.
    public var edgeGroups: [XMLElement] {
        elements.filter { $0.localName == "g" && Self.classes(of: $0).first == "edge" }
    }

    /// The text of `group`'s own `<title>`: Graphviz's name of a node (`rib:A`) or an edge (`rib:A->rib:B`).
    public static func title(of group: XMLElement) -> String {
        (group.children ?? []).compactMap { $0 as? XMLElement }.first { $0.localName == "title" }?.stringValue ?? ""
    }

    /// A point in the SVG's coordinates (y grows down).
    public struct Point: Equatable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// An edge as Graphviz drew it.
    public struct Edge {
        public var id: String
        /// The classes after `edge` (`dependency`, a diff's mark); none for a route.
        public var classes: [String]
        /// The Graphviz names of its tail and head nodes (``NodeGroup/title``).
        public var tail: String, head: String
        /// The points of its last `<path>`: a start, then three for each cubic Bézier segment.
        public var path: [Point]
        /// The points of each `<polygon>`: its arrowheads.
        public var arrowheads: [[Point]]

        /// Points along ``path``: 20 steps of each Bézier segment, the start and the end included.
        public var samples: [Point] {
            guard let start = path.first else { return [] }
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

    /// Every edge group whose title names two ends, with its geometry.
    public var edges: [Edge] {
        edgeGroups.compactMap { group in
            let ends = Self.title(of: group).components(separatedBy: "->")
            guard ends.count == 2 else { return nil }
            let shapes = Self.descendants(of: group)
            return Edge(
                id: Self.attribute("id", of: group) ?? "", classes: Array(Self.classes(of: group).dropFirst()),
                tail: ends[0], head: ends[1],
                path: shapes.last { $0.localName == "path" }.map { Self.points(in: Self.attribute("d", of: $0) ?? "") }
                    ?? [],
                arrowheads: shapes.filter { $0.localName == "polygon" }.map {
                    Self.points(in: Self.attribute("points", of: $0) ?? "")
                })
        }
    }

    /// The numbers of a `points` or path `d` attribute (`x,y x,y`, `Mx,yCx,y …`), as points.
    public static func points(in text: String) -> [Point] {
        let numbers = text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
    }

    /// The page Graphviz drew, in the nodes' coordinates: its background polygon's (min x, min y, max x,
    /// max y); nil when the graph group has no background.
    public var page: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let graph = elements.first(where: { Self.classes(of: $0) == ["graph"] }),
            let background = (graph.children ?? []).compactMap({ $0 as? XMLElement }).first(where: {
                $0.localName == "polygon"
            })
        else { return nil }
        let corners = Self.points(in: Self.attribute("points", of: background) ?? "")
        guard let first = corners.first else { return nil }
        return corners.reduce((first.x, first.y, first.x, first.y)) {
            (min($0.0, $1.x), min($0.1, $1.y), max($0.2, $1.x), max($0.3, $1.y))
        }
    }

    /// The graph's own title text: the first `<text>` outside any node or edge group.
    public var graphTitle: String? {
        guard let graph = elements.first(where: { Self.classes(of: $0) == ["graph"] }) else { return nil }
        let texts = (graph.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == "text" }
        return texts.first?.stringValue
    }
}

/// Raw byte-level checks that need no parser.
public enum RawOutput {
    /// How many times `needle` occurs in `text`.
    public static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
