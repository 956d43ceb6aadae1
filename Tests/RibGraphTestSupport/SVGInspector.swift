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
        /// The classes after `node`.
        public var classes: [String]
        /// The decoded content of each `<text>` element inside the group, in order.
        public var texts: [String]
        /// The attributes of the group's first `<path>` or `<polygon>` (its outline).
        public var outline: [String: String]

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
            return NodeGroup(
                id: Self.attribute("id", of: group) ?? "", classes: Array(Self.classes(of: group).dropFirst()),
                texts: Self.texts(in: group), outline: Dictionary(attributes) { first, _ in first })
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
