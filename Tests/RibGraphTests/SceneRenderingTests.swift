import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// Real Graphviz output of the samples: element ids, node styles, the title and stable bytes.
final class SceneRenderingTests: XCTestCase {
    private static let tictactoeRIBs = ["Root", "LoggedIn", "OffGame", "BasicScoreBoard"]

    func testSVGHasAnElementPerAttachedRIB() throws {
        let svg = try SampleTraces.renderText("tictactoe", format: .svg, options: SnapshotOptions(dependencies: .all))
        for id in Self.tictactoeRIBs {
            XCTAssertEqual(
                RawOutput.count("id=\"rib&#45;\(id)\"", in: svg) + RawOutput.count("id=\"rib-\(id)\"", in: svg), 1,
                "exactly one element for \(id)")
        }
        let inspector = try SVGInspector(svg)
        let ribs = inspector.nodeGroups.filter { $0.classes.first == "rib" }
        XCTAssertEqual(ribs.map(\.id), Self.tictactoeRIBs.map { "rib-\($0)" })
        XCTAssertNil(inspector.nodeGroups.first { $0.id == "rib-TicTacToe" }, "a detached RIB is not drawn")
        XCTAssertNil(inspector.nodeGroups.first { $0.id == "rib-LoggedOut" }, "a detached RIB is not drawn")
        // 3 tree edges and 3 dependency edges.
        XCTAssertEqual(inspector.edgeGroups.count, 6)
        XCTAssertEqual(inspector.edgeGroups.filter { SVGInspector.classes(of: $0).contains("dependency") }.count, 3)
    }

    func testNodeLabelsShowNameAndCompactTypes() throws {
        let inspector = try SVGInspector(try SampleTraces.renderText("tictactoe", format: .svg))
        XCTAssertEqual(try inspector.node("rib-LoggedIn").texts, ["LoggedIn", "Router · Interactor"])
        XCTAssertEqual(try inspector.node("rib-OffGame").texts, ["OffGame", "Router · Interactor · ViewController"])
    }

    func testViewfulAndViewlessNodesLookDifferent() throws {
        let inspector = try SVGInspector(try SampleTraces.renderText("tictactoe", format: .svg))
        let root = try inspector.node("rib-Root")
        let loggedIn = try inspector.node("rib-LoggedIn")
        XCTAssertEqual(root.classes, ["rib", "viewful"])
        XCTAssertEqual(loggedIn.classes, ["rib", "viewless"])
        XCTAssertEqual(root.outline["fill"], "#dbeafe")
        XCTAssertEqual(root.outline["stroke"], "#1d4ed8")
        XCTAssertNil(root.outline["stroke-dasharray"], "viewful RIBs have a solid border")
        XCTAssertEqual(loggedIn.outline["fill"], "#f8fafc")
        XCTAssertEqual(loggedIn.outline["stroke"], "#64748b")
        XCTAssertNotNil(loggedIn.outline["stroke-dasharray"], "viewless RIBs have a dashed border")
    }

    func testAdapterAndCollapsedNodesHaveTheirOwnClasses() throws {
        let adapter = try SVGInspector(
            try SampleTraces.renderText("tictactoe", format: .svg, options: SnapshotOptions(seq: 8)))
        let node = try adapter.node("adapter-TicTacToeAdapter")
        XCTAssertEqual(node.classes, ["adapter"])
        XCTAssertEqual(node.texts, ["TicTacToeAdapter", "adapter"])
        let collapsed = try SVGInspector(
            try SampleTraces.renderText("tictactoe", format: .svg, options: SnapshotOptions(depth: 1)))
        let more = try collapsed.node("more-LoggedIn")
        XCTAssertEqual(more.classes, ["collapsed"])
        XCTAssertEqual(more.texts, ["+2 more"])
        XCTAssertNil(collapsed.nodeGroups.first { $0.id == "rib-OffGame" })
    }

    func testTitleIsDrawnAtTheTop() throws {
        let inspector = try SVGInspector(
            try SampleTraces.renderText("tictactoe", format: .svg, options: SnapshotOptions(seq: 8)))
        XCTAssertEqual(inspector.graphTitle, "TicTacToe — seq 8: attach TicTacToe under LoggedIn")
        let last = try SVGInspector(try SampleTraces.renderText("tictactoe", format: .svg))
        XCTAssertEqual(last.graphTitle, "TicTacToe — last event, seq 16: attach BasicScoreBoard under OffGame")
    }

    func testLegendIsDrawnUnlessTurnedOff() throws {
        let with = try SVGInspector(try SampleTraces.renderText("tictactoe", format: .svg))
        XCTAssertEqual(with.nodeGroups.filter { $0.id == "legend" }.count, 1)
        let without = try SVGInspector(
            try SampleTraces.renderText("tictactoe", format: .svg, options: SnapshotOptions(legend: false)))
        XCTAssertEqual(without.nodeGroups.filter { $0.id == "legend" }.count, 0)
        XCTAssertEqual(without.nodeGroups.count, 4)
    }

    func testDependencyEdgeLabelsInPropertiesMode() throws {
        let svg = try SampleTraces.renderText("tictactoe", format: .svg, options: SnapshotOptions(dependencies: .all))
        let inspector = try SVGInspector(svg)
        let labels = inspector.edgeGroups.filter { SVGInspector.classes(of: $0).contains("dependency") }
            .map(SVGInspector.texts(in:))
        XCTAssertTrue(
            labels.contains([
                "OffGameDependency", "player1Name: String ← LoggedInComponent",
                "player2Name: String ← LoggedInComponent", "scoreStream: ScoreStream ← LoggedInComponent",
            ]),
            "\(labels)")
    }

    func testSVGAndDOTAreByteIdenticalAcrossRenders() throws {
        for format in [OutputFormat.svg, .dot] {
            for options in [
                SnapshotOptions(), SnapshotOptions(dependencies: .properties), SnapshotOptions(layout: .dot),
            ] {
                let first = try SampleTraces.render("tictactoe", format: format, options: options)
                let second = try SampleTraces.render("tictactoe", format: format, options: options)
                XCTAssertFalse(first.isEmpty)
                XCTAssertEqual(first, second, "\(format) with \(options) differs between two renders")
            }
        }
    }

    func testTreeLayoutPinsEveryNode() throws {
        let dot = try SampleTraces.renderText("tictactoe", format: .dot, options: SnapshotOptions(dependencies: .all))
        XCTAssertTrue(dot.hasPrefix("digraph ribgraph {"))
        // 4 RIBs and the legend, each with a pinned position.
        XCTAssertEqual(RawOutput.count("!\"", in: dot), 5)
        // 3 tree edges and 3 dependency edges, each routed by ribgraph, arrow tip first.
        XCTAssertEqual(RawOutput.count("pos=\"e,", in: dot), 6)
        let ranked = try SampleTraces.renderText("tictactoe", format: .dot, options: SnapshotOptions(layout: .dot))
        XCTAssertEqual(RawOutput.count("!\"", in: ranked), 0, "dot layout positions nothing itself")
        XCTAssertTrue(ranked.contains("rankdir=TB"))
        // Any other format places the boxes where dot ranks them, pinned, and routes the edges itself.
        let svg = try SampleTraces.renderText("tictactoe", format: .svg, options: SnapshotOptions(layout: .dot))
        XCTAssertEqual(RawOutput.count("class=\"edge\"", in: svg), 3)
        XCTAssertNotEqual(
            svg, try SampleTraces.renderText("tictactoe", format: .svg, options: SnapshotOptions(layout: .tree)),
            "dot places the boxes elsewhere than the tidy tree")
    }

    func testDotLayoutRendersAllNodesAndEdges() throws {
        let options = SnapshotOptions(direction: .leftToRight, dependencies: .all, layout: .dot)
        let inspector = try SVGInspector(try SampleTraces.renderText("tictactoe", format: .svg, options: options))
        XCTAssertEqual(
            inspector.nodeGroups.filter { $0.classes.first == "rib" }.map(\.id), Self.tictactoeRIBs.map { "rib-\($0)" })
        XCTAssertEqual(inspector.edgeGroups.count, 6)
        XCTAssertEqual(try inspector.node("rib-LoggedIn").texts, ["LoggedIn", "Router · Interactor"])
        let pinned = try SampleTraces.render("tictactoe", format: .svg)
        XCTAssertNotEqual(try SampleTraces.render("tictactoe", format: .svg, options: options), pinned)
    }

    func testBinaryFormatsHaveTheirSignatures() throws {
        let png = try SampleTraces.render("tictactoe", format: .png)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertGreaterThan(png.count, 1000)
        let pdf = try SampleTraces.render("tictactoe", format: .pdf)
        XCTAssertEqual(Array(pdf.prefix(5)), Array("%PDF-".utf8))
        let trailer = String(decoding: pdf.suffix(16), as: UTF8.self)
        XCTAssertTrue(trailer.contains("%%EOF"), "the PDF is complete: \(trailer)")
    }

    func testJSONOutputIsGraphvizJSON() throws {
        let json = try SampleTraces.render("tictactoe", format: .json)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "ribgraph")
        let objects = try XCTUnwrap(object["objects"] as? [[String: Any]])
        XCTAssertEqual(
            objects.compactMap { $0["id"] as? String }.filter { $0.hasPrefix("rib-") },
            Self.tictactoeRIBs.map { "rib-\($0)" })
    }

    func testEverySampleRendersEveryAttachedRIB() throws {
        for sample in ["tictactoe", "vertical", "flattened", "adapter", "business-logic", "format-example"] {
            let trace = try SampleTraces.trace(sample)
            let tree = try TraceReplayer(trace: LoadedTrace(trace, source: sample)).tree()
            let expected = tree.preorder.map { "rib-\(trace.ribs[$0].id)" }
            let inspector = try SVGInspector(try SampleTraces.renderText(sample, format: .svg))
            XCTAssertEqual(inspector.nodeGroups.filter { $0.classes.first == "rib" }.map(\.id), expected, sample)
        }
    }
}
