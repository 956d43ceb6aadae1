import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses Graphviz's SVG with a real XML parser and answers questions about its nodes and edges.
struct SVGInspector {
    /// A `<g class="node ...">` group.
    struct NodeGroup {
        /// The group's `id`, as an XML parser decodes it.
        var id: String
        /// The classes after `node`.
        var classes: [String]
        /// The decoded content of each `<text>` element inside the group, in order.
        var texts: [String]
        /// The attributes of the group's first `<path>` or `<polygon>` (its outline).
        var outline: [String: String]
    }

    let document: XMLDocument
    /// Every element, in document order.
    let elements: [XMLElement]

    /// Parses `svg`; fails the test when it is not well-formed XML.
    init(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws {
        do {
            document = try XMLDocument(data: Data(svg.utf8), options: [])
        } catch {
            XCTFail("SVG is not well-formed XML: \(error)", file: file, line: line)
            throw error
        }
        elements = document.rootElement().map(Self.descendants(of:)) ?? []
    }

    /// The local names of all elements.
    var elementNames: Set<String> { Set(elements.map { $0.localName ?? $0.name ?? "" }) }

    /// The value of `element`'s attribute `name`. (FoundationXML's `attribute(forName:)` finds nothing
    /// under SVG's default namespace, so the attributes are searched by name.)
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// The `class` attribute's words of `element`.
    static func classes(of element: XMLElement) -> [String] {
        (attribute("class", of: element) ?? "").split(separator: " ").map(String.init)
    }

    /// `element` and everything inside it, in document order.
    static func descendants(of element: XMLElement) -> [XMLElement] {
        var ordered: [XMLElement] = []
        var stack = [element]
        while let next = stack.popLast() {
            ordered.append(next)
            stack.append(contentsOf: (next.children ?? []).compactMap { $0 as? XMLElement }.reversed())
        }
        return ordered
    }

    /// The decoded content of each `<text>` inside `element`, in order.
    static func texts(in element: XMLElement) -> [String] {
        descendants(of: element).filter { $0.localName == "text" }.map { $0.stringValue ?? "" }
    }

    /// Groups whose class list starts with `node`.
    var nodeGroups: [NodeGroup] {
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
    func node(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> NodeGroup {
        try XCTUnwrap(
            nodeGroups.first { $0.id == id }, "no node with id \(id) in \(nodeGroups.map(\.id))", file: file, line: line
        )
    }

    /// Groups whose class list starts with `edge`.
    var edgeGroups: [XMLElement] {
        elements.filter { $0.localName == "g" && Self.classes(of: $0).first == "edge" }
    }

    /// The graph's own title text: the first `<text>` outside any node or edge group.
    var graphTitle: String? {
        guard let graph = elements.first(where: { Self.classes(of: $0) == ["graph"] }) else { return nil }
        let texts = (graph.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == "text" }
        return texts.first?.stringValue
    }
}

/// Raw byte-level checks that need no parser.
enum RawOutput {
    /// How many times `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
