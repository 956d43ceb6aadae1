import RibAnalysis
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// Comparing the vertical and the flattened sample: the metrics rows mark the better side, decision
/// points carry their badge, and the picture holds both trees with distinct element ids.
final class ComparisonTests: XCTestCase {
    private func comparison() throws -> Comparison {
        let vertical = try SampleTraces.trace("vertical"), flattened = try SampleTraces.trace("flattened")
        return Comparison(
            left: .init(trace: LoadedTrace(vertical, source: SampleTraces.path("vertical"))),
            right: .init(trace: LoadedTrace(flattened, source: SampleTraces.path("flattened"))))
    }

    func testRowsMarkTheBetterSide() throws {
        let rows = Dictionary(uniqueKeysWithValues: try comparison().rows().map { ($0.label, $0) })
        // vertical is a chain of 6; flattened's deepest path is A → BC Wrapper → DE Wrapper → E.
        XCTAssertEqual(rows["maximum depth"].map { [$0.left, $0.right] }, ["6", "4"])
        XCTAssertEqual(rows["maximum depth"]?.better, .right)
        // B (depth 3) and 나 (depth 5) decide routing in vertical; the wrappers sit at depth 2 and 3.
        XCTAssertEqual(rows["deepest decision point"].map { [$0.left, $0.right] }, ["5", "3"])
        XCTAssertEqual(rows["deepest decision point"]?.better, .right)
        // Only flattened has viewless RIBs (the two wrappers, one under the other): lower is better.
        XCTAssertEqual(rows["longest viewless chain"].map { [$0.left, $0.right] }, ["0", "2"])
        XCTAssertEqual(rows["longest viewless chain"]?.better, .left)
        XCTAssertNil(rows["RIBs attached"]?.better, "size has no better direction")
    }

    func testDecisionPointsCarryABadgeNamingTheirRoutes() throws {
        let left = try comparison().prepare(try comparison().left)
        let badges = left.scene.nodes.compactMap { node in node.badge.map { (node.title, $0) } }
        XCTAssertEqual(badges.map(\.0), ["B", "나"])
        XCTAssertEqual(badges.first?.1, "routes: 가 · 🔴")
    }

    func testThePictureHoldsBothTreesAndBothTables() throws {
        let svg = String(decoding: try comparison().render(format: .svg).bytes, as: UTF8.self)
        XCTAssertTrue(svg.contains("id=\"left&#45;rib&#45;B\""))
        XCTAssertTrue(svg.contains("id=\"right&#45;rib&#45;Navigation\""))
        XCTAssertTrue(svg.contains("id=\"left&#45;metrics\"") && svg.contains("id=\"right&#45;metrics\""))
        XCTAssertTrue(svg.contains("vertical vs flattened"))
        XCTAssertTrue(svg.contains("routing decided at depth 3, 5"), "the left caption says where routing lives")
    }

    func testTwoEventsOfOneTrace() throws {
        let trace = try SampleTraces.trace("tictactoe")
        let comparison = Comparison(
            left: .init(trace: LoadedTrace(trace, source: "t.json"), seq: 6, caption: "before"),
            right: .init(trace: LoadedTrace(trace, source: "t.json"), seq: 8, caption: "after"))
        let rows = Dictionary(uniqueKeysWithValues: try comparison.rows().map { ($0.label, $0) })
        // seq 6: Root → LoggedIn → OffGame → BasicScoreBoard; seq 8: Root → LoggedIn → TicTacToe.
        XCTAssertEqual(rows["RIBs attached"].map { [$0.left, $0.right] }, ["4", "3"])
        XCTAssertEqual(
            Comparison.Side(trace: LoadedTrace(trace, source: "samples/tictactoe/trace.json"), seq: 6).caption,
            "tictactoe @ seq 6")
        XCTAssertEqual(Comparison.Side(trace: LoadedTrace(trace, source: "app.json")).caption, "TicTacToe")
    }
}
