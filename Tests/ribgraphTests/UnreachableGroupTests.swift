import Foundation
import RibGraphTestSupport
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// RIB types that no launched RIB can attach are drawn apart, after the tree, inside a labelled group, in
/// every layout: never beside the launch RIB as if they were roots.
final class UnreachableGroupTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws {
        runner = try RibgraphRunner()
        // Root launches Home; Orphan attaches Settings and Home, but nothing attaches Orphan, so Settings is
        // out of reach too; Ping and Pong attach each other and nothing else reaches them.
        let ribs = ["Root", "Home", "Settings", "Orphan", "Ping", "Pong"].map { name in
            #"{"id": "\#(name)", "router": "\#(name)Router", "view": "\#(name)ViewController""#
                + (name == "Root" ? #", "root": true}"# : "}")
        }
        let routes = [("Root", "Home"), ("Orphan", "Settings"), ("Orphan", "Home"), ("Ping", "Pong"), ("Pong", "Ping")]
            .map { #"{"parent": "\#($0.0)", "child": "\#($0.1)"}"# }
        try runner.write(
            #"{"format": "ribgraph-trace", "version": 2, "origin": "source", "app": "Shop", "ribs": ["#
                + ribs.joined(separator: ", ") + #"], "routes": ["# + routes.joined(separator: ", ") + "]}",
            to: "app.json")
    }

    override func tearDown() {
        runner.tearDown()
    }

    private func svg(_ arguments: [String]) throws -> SVGInspector {
        let result = try runner.run(["snapshot", "app.json", "-o", "-", "--format", "svg"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try SVGInspector(result.stdoutText)
    }

    private func bounds(_ svg: SVGInspector, _ id: String) throws -> (
        minX: Double, minY: Double, maxX: Double, maxY: Double
    ) {
        try XCTUnwrap(try svg.node(id).bounds, "\(id) has no outline")
    }

    func testUnreachableTypesAreDrawnInsideTheLabelledGroupAfterTheTree() throws {
        for direction in ["TB", "LR"] {
            let picture = try svg(["--layout", "tree", "--direction", direction])
            let frame = try bounds(picture, "group-unreachable")
            let title = try picture.node("group-unreachable-title")
            XCTAssertEqual(title.texts, ["4 RIB types not attached by any launched RIB"], direction)
            let text = try XCTUnwrap(
                picture.elements.first { $0.localName == "text" && $0.stringValue == title.texts.first })
            let x = try XCTUnwrap(SVGInspector.attribute("x", of: text).flatMap(Double.init))
            let y = try XCTUnwrap(SVGInspector.attribute("y", of: text).flatMap(Double.init))
            XCTAssertTrue(x > frame.minX && x < frame.maxX && y > frame.minY && y < frame.maxY, "title off the group")
            for inside in ["rib-Orphan", "rib-Settings", "rib-Ping", "rib-Pong"] {
                let box = try bounds(picture, inside)
                XCTAssertTrue(
                    box.minX > frame.minX && box.maxX < frame.maxX && box.minY > frame.minY && box.maxY < frame.maxY,
                    "\(direction): \(inside) \(box) is not inside the group \(frame)")
            }
            let tree = try ["rib-Root", "rib-Home"].map { try bounds(picture, $0) }
            for box in tree {
                XCTAssertFalse(
                    box.maxX > frame.minX && box.minX < frame.maxX && box.maxY > frame.minY && box.minY < frame.maxY,
                    "\(direction): a tree box \(box) lies in the group \(frame)")
            }
            // After the tree along the levels: below it top to bottom, right of it left to right.
            let orphan = try bounds(picture, "rib-Orphan")
            if direction == "TB" {
                XCTAssertGreaterThan(orphan.minY, tree.map(\.maxY).max()!, "Orphan stands on a level of the tree")
            } else {
                XCTAssertGreaterThan(orphan.minX, tree.map(\.maxX).max()!, "Orphan stands on a level of the tree")
            }
            XCTAssertTrue(try picture.node("rib-Ping").texts.contains { $0.contains("↻ cycle") }, "Ping is on a cycle")
        }
    }

    func testTheGroupIsAtLeastAsWideAsItsTitle() throws {
        // One narrow, viewless orphan: its box is far narrower than the title.
        try runner.write(
            #"{"format": "ribgraph-trace", "version": 2, "origin": "source", "app": "Shop", "ribs": ["#
                + #"{"id": "Root", "router": "RootRouter", "view": "RootViewController", "root": true}, "#
                + #"{"id": "A", "router": "ARouter"}], "routes": []}"#,
            to: "app.json")
        for direction in ["TB", "LR"] {
            let picture = try svg(["--layout", "tree", "--direction", direction])
            let frame = try bounds(picture, "group-unreachable")
            let title = "1 RIB type not attached by any launched RIB"
            let text = try XCTUnwrap(picture.elements.first { $0.localName == "text" && $0.stringValue == title })
            XCTAssertEqual(SVGInspector.attribute("text-anchor", of: text), "middle")
            let x = try XCTUnwrap(SVGInspector.attribute("x", of: text).flatMap(Double.init))
            // Half an em per character is less than any sans-serif bold font's mean advance.
            let halfWidth = 0.5 * 10 * Double(title.count) / 2
            XCTAssertLessThanOrEqual(frame.minX, x - halfWidth, "\(direction): the title starts left of the frame")
            XCTAssertGreaterThanOrEqual(frame.maxX, x + halfWidth, "\(direction): the title runs past the frame")
            let page = try XCTUnwrap(picture.page, "no page background")
            XCTAssertLessThanOrEqual(frame.maxX, page.maxX, "\(direction): the frame runs off the page")
        }
    }

    /// Where dot places the boxes, it ranks the group below the tree, Home (attached by Orphan too) included;
    /// ribgraph frames the group as on the tidy tree, each member wholly inside, and no edge runs through its title.
    func testDotRanksTheGroupBelowTheTreeAndItsFrameHoldsItsMembers() throws {
        for direction in ["TB", "LR"] {
            let picture = try svg(["--layout", "dot", "--direction", direction])
            let frame = try bounds(picture, "group-unreachable")
            let text = "4 RIB types not attached by any launched RIB"
            let title = try XCTUnwrap(
                picture.elements.first { $0.localName == "text" && $0.stringValue == text },
                "\(direction): no group title")
            let titleY = try XCTUnwrap(SVGInspector.attribute("y", of: title).flatMap(Double.init))
            XCTAssertLessThan(frame.minY, titleY, direction)
            for member in ["Orphan", "Settings", "Ping", "Pong"] {
                let box = try bounds(picture, "rib-" + member)
                let inside = frame.minX <= box.minX && box.maxX <= frame.maxX && frame.minY <= box.minY
                XCTAssertTrue(
                    inside && box.maxY <= frame.maxY, "\(direction): \(member) is not wholly inside the group's frame")
                XCTAssertGreaterThan(box.minY, titleY, "\(direction): \(member) reaches the title's line")
            }
            let root = try bounds(picture, "rib-Root"), home = try bounds(picture, "rib-Home")
            let orphan = try bounds(picture, "rib-Orphan")
            let (group, tree) =
                direction == "TB" ? (orphan.minY, max(root.maxY, home.maxY)) : (orphan.minX, max(root.maxX, home.maxX))
            XCTAssertGreaterThan(group, tree, "\(direction): the group stands on a level of the tree")
        }
    }
}
