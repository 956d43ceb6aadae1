import Foundation
import XCTest

/// Graphviz's own account of a laid-out picture (ribgraph's `json` format, Graphviz's `-Tjson`): every
/// node's box and every piece of text with the width Graphviz measured for it, in points, y up.
struct LaidOutGraph {
    /// A rectangle in Graphviz's points.
    struct Box: CustomStringConvertible {
        var minX, minY, maxX, maxY: Double

        /// Whether the two overlap by more than `slack` points both ways.
        func overlaps(_ other: Box, slack: Double = 1) -> Bool {
            min(maxX, other.maxX) - max(minX, other.minX) > slack
                && min(maxY, other.maxY) - max(minY, other.minY) > slack
        }

        /// Whether `other` lies inside this box, give or take `slack` points.
        func contains(_ other: Box, slack: Double = 1) -> Bool {
            other.minX >= minX - slack && other.maxX <= maxX + slack && other.minY >= minY - slack
                && other.maxY <= maxY + slack
        }

        var description: String { "[\(Int(minX))…\(Int(maxX)) × \(Int(minY))…\(Int(maxY))]" }
    }

    /// A line of text: what it says and the box it takes, from its baseline, alignment, measured width
    /// and font size (ascent 0.8 and descent 0.25 of the size cover Helvetica's letters).
    struct Text {
        var text: String
        var box: Box
    }

    /// A node's name (the DOT key), its box, and its label's lines.
    struct Node {
        var name: String
        var box: Box
        var texts: [Text]
        /// Its `class` attribute's words: `group` marks a frame drawn around other boxes, which is no box itself.
        var classes: [String] = []

        var isFrame: Bool { classes.contains("group") }
    }

    /// An edge: the names of its tail and head, its paths, each as cubic Bézier control points (3n + 1), and
    /// its label's lines.
    struct Edge {
        var tail: String
        var head: String
        var paths: [[(x: Double, y: Double)]]
        var texts: [Text] = []
    }

    /// The whole drawing's size in points.
    var width: Double
    var height: Double
    var nodes: [Node]
    /// The lines of every edge label.
    var edgeTexts: [Text]
    /// Every edge's path.
    var edges: [Edge]

    /// Parses ribgraph's `json` output.
    init(json bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], file: file, line: line)
        let bb = try XCTUnwrap(root["bb"] as? String, file: file, line: line).split(separator: ",").compactMap {
            Double($0)
        }
        width = bb[2] - bb[0]
        height = bb[3] - bb[1]
        var nodes: [Node] = []
        var names: [Int: String] = [:]
        for object in root["objects"] as? [[String: Any]] ?? [] {
            if let id = object["_gvid"] as? Int, let name = object["name"] as? String { names[id] = name }
            guard let name = object["name"] as? String, let pos = object["pos"] as? String,
                let w = (object["width"] as? String).flatMap(Double.init),
                let h = (object["height"] as? String).flatMap(Double.init)
            else { continue }
            let xy = pos.split(separator: ",").compactMap { Double($0) }
            let box = Box(minX: xy[0] - w * 36, minY: xy[1] - h * 36, maxX: xy[0] + w * 36, maxY: xy[1] + h * 36)
            let classes = (object["class"] as? String ?? "").split(separator: " ").map(String.init)
            nodes.append(Node(name: name, box: box, texts: Self.texts(object["_ldraw_"]), classes: classes))
        }
        self.nodes = nodes
        let edgeObjects = root["edges"] as? [[String: Any]] ?? []
        edgeTexts = edgeObjects.flatMap { Self.texts($0["_ldraw_"]) }
        edges = edgeObjects.map { edge in
            let ops = edge["_draw_"] as? [[String: Any]] ?? []
            let paths = ops.filter { $0["op"] as? String == "b" }.map { op in
                (op["points"] as? [[Double]] ?? []).map { (x: $0[0], y: $0[1]) }
            }
            return Edge(
                tail: (edge["tail"] as? Int).flatMap { names[$0] } ?? "?",
                head: (edge["head"] as? Int).flatMap { names[$0] } ?? "?", paths: paths,
                texts: Self.texts(edge["_ldraw_"]))
        }
    }

    /// The drawing's size in pixels at Graphviz's default 96 dpi for bitmaps.
    var pixels: (width: Double, height: Double) { (width * 96 / 72, height * 96 / 72) }

    private static func texts(_ ops: Any?) -> [Text] {
        var size = 14.0
        var texts: [Text] = []
        for op in ops as? [[String: Any]] ?? [] {
            if op["op"] as? String == "F", let fontSize = op["size"] as? Double { size = fontSize }
            guard op["op"] as? String == "T", let pt = op["pt"] as? [Double], let width = op["width"] as? Double else {
                continue
            }
            let left: Double
            switch op["align"] as? String {
            case "l": left = pt[0]
            case "r": left = pt[0] - width
            default: left = pt[0] - width / 2
            }
            texts.append(
                Text(
                    text: op["text"] as? String ?? "",
                    box: Box(minX: left, minY: pt[1] - 0.25 * size, maxX: left + width, maxY: pt[1] + 0.8 * size)))
        }
        return texts
    }

    /// Every pair of nodes whose boxes overlap, by name.
    func boxOverlaps() -> [String] {
        var overlaps: [String] = []
        let boxes = nodes.filter { !$0.isFrame }
        for (index, node) in boxes.enumerated() {
            for other in boxes[(index + 1)...] where node.box.overlaps(other.box) {
                overlaps.append("\(node.name) \(node.box) overlaps \(other.name) \(other.box)")
            }
        }
        return overlaps
    }

    /// Every way a label breaks the rule "inside its own box, off every other box": a node's line outside
    /// its node, or any line (a node's or an edge's) on another node.
    func labelProblems() -> [String] {
        var problems: [String] = []
        for node in nodes where !node.texts.isEmpty && !node.name.hasPrefix("legend") {
            for text in node.texts where !node.box.contains(text.box) {
                problems.append("\"\(text.text)\" \(text.box) sticks out of \(node.name) \(node.box)")
            }
        }
        let owned = nodes.flatMap { node in node.texts.map { (node.name, $0) } } + edgeTexts.map { ("", $0) }
        for (owner, text) in owned {
            for node in nodes where !node.isFrame && node.name != owner && node.box.overlaps(text.box) {
                problems.append(
                    "\"\(text.text)\" \(text.box)\(owner.isEmpty ? "" : " of \(owner)") lies on \(node.name) \(node.box)"
                )
            }
        }
        return problems
    }
}
