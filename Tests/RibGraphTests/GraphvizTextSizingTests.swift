import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// SVG is laid out in a Graphviz context whose text sizes are ribgraph's ``LabelMetrics`` rather than
/// pango's measurements (measuring every label line was over half the time of a large SVG); PNG and PDF,
/// whose glyphs the installed fonts draw, keep pango.
final class GraphvizTextSizingTests: XCTestCase {
    /// RIBs named in Cyrillic, CJK and German, bold, beside ASCII subtitles: Graphviz's own estimate, which
    /// it falls back on without a text layout plugin, reads UTF-8 byte by byte and ignores bold, and put the
    /// Cyrillic name outside its box.
    private static let namesTrace = """
        {"format": "ribgraph-trace", "version": 1, "app": "Names",
         "ribs": [
          {"id": "Root", "router": "RootRouter", "interactor": "RootInteractor", "view": "RootViewController"},
          {"id": "Profile", "name": "ПрофильПользователяНастройки", "router": "ProfileRouter",
           "interactor": "ProfileInteractor"},
          {"id": "Settings", "name": "設定画面の詳細表示", "view": "SettingsViewController"},
          {"id": "Size", "name": "Größenänderungsüberprüfung", "router": "SizeRouter"}],
         "events": [
          {"seq": 1, "kind": "attach", "parent": null, "child": "Root"},
          {"seq": 2, "kind": "attach", "parent": "Root", "child": "Profile"},
          {"seq": 3, "kind": "attach", "parent": "Profile", "child": "Settings"},
          {"seq": 4, "kind": "attach", "parent": "Root", "child": "Size"}]}
        """

    /// The page of `trace`'s last tree with its legend: pinned at ribgraph's tree layout, or ranked by dot.
    private func page(_ trace: Trace, pinned: Bool) throws -> Page {
        let snapshot = Snapshot(
            trace: LoadedTrace(trace, source: "trace.json"), options: SnapshotOptions(dependencies: .all))
        let scene = try snapshot.scene(of: try snapshot.tree())
        let layout =
            pinned ? try XCTUnwrap(try snapshot.layout(of: scene, format: .svg), "the tree layout pins positions") : nil
        return SceneRenderer.page(scene, layout: layout, direction: layout?.direction ?? .topToBottom, legend: true)
    }

    /// A text line of a RIB's box as Graphviz placed it.
    private struct RibLine {
        var text: String
        /// Where it starts.
        var start: Double
        /// The width Graphviz gave it: it starts an HTML label's line at the box's centre less half of it.
        var graphviz: Double
        /// The width ``LabelMetrics`` gives it.
        var metrics: Double
        /// Its box's left and right edges.
        var box: (minX: Double, maxX: Double)
    }

    /// Each text line of each RIB in `svg`.
    private func ribLines(_ svg: SVGInspector) throws -> [RibLine] {
        try svg.nodeGroups.filter { $0.title.hasPrefix("rib:") }.flatMap { node in
            let box = try XCTUnwrap(node.bounds, node.title)
            let centre = (box.minX + box.maxX) / 2
            return node.lines.map { line in
                XCTAssertEqual(line.anchor, "start", line.text)
                return RibLine(
                    text: line.text, start: line.x, graphviz: 2 * (centre - line.x),
                    metrics: LabelMetrics(fontSize: line.fontSize, bold: line.bold).width(of: line.text),
                    box: (box.minX, box.maxX))
            }
        }
    }

    func testSVGTextIsAsWideAsLabelMetricsSaysAndStaysInItsBox() throws {
        let trace = try TraceDecoder().decode(Array(Self.namesTrace.utf8), file: "names.json")
        for pinned in [true, false] {
            let page = try page(trace, pinned: pinned)
            let estimated = try SceneRenderer.draw(page, format: .svg, textSizing: .estimated)
            XCTAssertEqual(estimated.warnings, [], "pinned: \(pinned)")
            let lines = try ribLines(try SVGInspector(String(decoding: estimated.bytes, as: UTF8.self)))
            XCTAssertEqual(lines.count, 8, "pinned: \(pinned): a name and a subtitle per RIB")
            for line in lines {
                // Graphviz writes two decimals.
                XCTAssertEqual(line.graphviz, line.metrics, accuracy: 0.02, "pinned: \(pinned): \(line.text)")
                XCTAssertGreaterThan(
                    line.start, line.box.minX, "pinned: \(pinned): \(line.text) starts left of its box")
                XCTAssertLessThan(
                    line.start + line.metrics, line.box.maxX, "pinned: \(pinned): \(line.text) runs past its box")
            }
            // pango measures the installed fonts, so the widths above tell the two contexts apart.
            let measured = try SceneRenderer.draw(page, format: .svg, textSizing: .measured).bytes
            let measuredLines = try ribLines(try SVGInspector(String(decoding: measured, as: UTF8.self)))
            XCTAssertTrue(measuredLines.contains { abs($0.graphviz - $0.metrics) > 1 }, "pinned: \(pinned)")
        }
    }

    func testPinnedBoxesAndEdgesDoNotMoveWithTextSizes() throws {
        let page = try page(try SampleTraces.trace("flattened"), pinned: true)
        /// Each RIB's box and each edge's path and arrowheads, in the SVG's order, relative to the first
        /// RIB's corner: the title's and the legend's sizes may move the whole drawing.
        func geometry(_ sizing: Graphviz.TextSizing) throws -> (boxes: [[Double]], edges: [[Double]]) {
            let bytes = try SceneRenderer.draw(page, format: .svg, textSizing: sizing).bytes
            let svg = try SVGInspector(String(decoding: bytes, as: UTF8.self))
            let boxes = try svg.nodeGroups.filter { $0.title.hasPrefix("rib:") }.map {
                try XCTUnwrap($0.bounds, $0.title)
            }
            let origin = try XCTUnwrap(boxes.first)
            func relative(_ points: [SVGInspector.Point]) -> [Double] {
                points.flatMap { [rounded($0.x - origin.minX), rounded($0.y - origin.minY)] }
            }
            return (
                boxes.map { relative([.init(x: $0.minX, y: $0.minY), .init(x: $0.maxX, y: $0.maxY)]) },
                svg.edges.map { relative($0.path + $0.arrowheads.flatMap { $0 }) }
            )
        }
        /// Graphviz writes two decimals.
        func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        let measured = try geometry(.measured)
        let estimated = try geometry(.estimated)
        XCTAssertEqual(measured.boxes.count, 9)
        XCTAssertEqual(measured.edges.count, 14)
        XCTAssertEqual(estimated.boxes, measured.boxes)
        XCTAssertEqual(estimated.edges, measured.edges)
    }
}
