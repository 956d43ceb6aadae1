import RibGraphTestSupport
import XCTest

@testable import RibGraph
@testable import RibTrace

/// SVG is drawn in a Graphviz context without the pango plugin, which measured every label line for
/// nothing (ribgraph sizes its boxes itself); PNG and PDF, whose glyphs the installed fonts draw, keep it.
final class GraphvizTextSizingTests: XCTestCase {
    func testOnlyTheMeasuringContextHasATextLayoutPlugin() {
        func plugins(_ sizing: Graphviz.TextSizing) -> [Bool] {
            Graphviz.shared.perform(textSizing: sizing) { session in
                [
                    session.hasPlugin(kind: "textlayout", name: "textlayout"),
                    session.hasPlugin(kind: "layout", name: "nop2"), session.hasPlugin(kind: "layout", name: "dot"),
                    session.hasPlugin(kind: "device", name: "svg"),
                ]
            }
        }
        XCTAssertEqual(plugins(.measured), [true, true, true, true])
        XCTAssertEqual(plugins(.estimated), [false, true, true, true])
    }

    func testPinnedNodesAndEdgesDoNotMoveWithoutTextMeasurement() throws {
        let snapshot = Snapshot(
            trace: LoadedTrace(try SampleTraces.trace("tictactoe"), source: "tictactoe.json"),
            options: SnapshotOptions(dependencies: .all))
        let scene = try snapshot.scene(of: try snapshot.tree())
        let layout = try XCTUnwrap(snapshot.layout(of: scene), "the tree layout pins positions")
        let page = SceneRenderer.page(scene, layout: layout, direction: layout.direction, legend: true)
        /// Each node's box and each edge's path and arrowheads, in the SVG's order, relative to the first
        /// node's corner: the title, whose size Graphviz estimates now, may move the whole drawing.
        func geometry(_ sizing: Graphviz.TextSizing) throws -> (nodes: [[Double]], edges: [[Double]]) {
            let bytes = try SceneRenderer.draw(page, format: .svg, textSizing: sizing).bytes
            let svg = try SVGInspector(String(decoding: bytes, as: UTF8.self))
            let boxes = svg.nodeGroups.compactMap(\.bounds)
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
        let (measuredNodes, measuredEdges) = try geometry(.measured)
        let (estimatedNodes, estimatedEdges) = try geometry(.estimated)
        XCTAssertGreaterThan(measuredNodes.count, 5)
        XCTAssertGreaterThan(measuredEdges.count, 5)
        XCTAssertEqual(estimatedNodes, measuredNodes)
        XCTAssertEqual(estimatedEdges, measuredEdges)
    }
}
