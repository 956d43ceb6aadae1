import Foundation
import RibAnalysis
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph

/// Graphviz 2.42 keeps pointing at the style of a dashed HTML border once it is drawn, and the next fill in
/// the label is drawn with it: the xdot renderer (under `-Tjson`) crashed on the stale list, and the SVG
/// renderer draws that fill dashed. In every legend, only the swatches that stand for dashed things are.
final class LegendStyleTests: XCTestCase {
    /// The legend's `<g>` group in `svg`, up to the group after it.
    private func legend(in svg: String) throws -> Substring {
        let start = try XCTUnwrap(svg.range(of: "<g id=\"legend\""), "no legend in the picture")
        let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex)?.upperBound ?? svg.endIndex
        return svg[start.lowerBound..<end]
    }

    /// The strokes of the legend's dashed elements, in order.
    private func dashedStrokes(in legend: Substring) -> [String] {
        legend.split(separator: "\n").filter { $0.contains("stroke-dasharray") }.map { element in
            let stroke = element.range(of: "stroke=\"").map { element[$0.upperBound...].prefix { $0 != "\"" } }
            let fill = element.range(of: "fill=\"").map { element[$0.upperBound...].prefix { $0 != "\"" } }
            return "fill \(fill ?? "?") stroke \(stroke ?? "?")"
        }
    }

    func testTheSnapshotLegendDashesTheViewlessSwatchAlone() throws {
        let svg = try SampleTraces.renderText("tictactoe", format: .svg)
        XCTAssertEqual(dashedStrokes(in: try legend(in: svg)), ["fill none stroke #64748b"])
    }

    func testTheDiffLegendDashesTheRemovedAndUnchangedSwatchesAlone() throws {
        let svg = String(decoding: try DiffTests.tictactoeDiff().render(.svg).bytes, as: UTF8.self)
        XCTAssertEqual(
            dashedStrokes(in: try legend(in: svg)),
            ["fill none stroke \(SceneStyle.markColors(.removed).border)", "fill none stroke \(SceneStyle.faintColor)"])
    }

    func testADashedCellKeepsThePlainCellsSize() throws {
        let html = { (cell: String) in
            "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"6\" CELLPADDING=\"4\"><TR>\(cell)</TR></TABLE>"
        }
        let plain = try outline(of: html("<TD BGCOLOR=\"#f8fafc\" COLOR=\"#64748b\">viewless RIB</TD>"))
        let dashed = try outline(of: html(SceneStyle.dashedCell(fill: "#f8fafc", border: "#64748b", "viewless RIB")))
        XCTAssertEqual(dashed, plain)
    }

    /// The points of the first cell outline Graphviz draws for a panel showing `html`.
    private func outline(of html: String) throws -> String {
        var page = Page(name: "cell", title: "", direction: .topToBottom, isPinned: false)
        page.items.append(.panel(key: "cell", id: "cell", html: html, center: nil, placement: nil))
        let svg = String(decoding: try SceneRenderer.render(page, format: .svg).bytes, as: UTF8.self)
        let cell = try XCTUnwrap(svg.range(of: "<g id=\"cell\""))
        let outline = try XCTUnwrap(svg.range(of: "fill=\"none\"", range: cell.upperBound..<svg.endIndex))
        let points = try XCTUnwrap(svg.range(of: "points=\"", range: outline.upperBound..<svg.endIndex))
        return String(svg[points.upperBound...].prefix { $0 != "\"" })
    }
}
