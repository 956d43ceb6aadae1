import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// Viewless parents inside the group of RIB types no launched RIB attaches (the fixture
/// Tests/ribgraphTests/Fixtures/UnreachableParents), drawn through Graphviz in both directions at every
/// dependency level: each parent's routes leave it by the side facing its children, and the picture passes
/// scripts/picture_check.py's rules.
final class UnreachableParentsPictureTests: XCTestCase {
    static let path = packageRoot.appendingPathComponent(
        "Tests/ribgraphTests/Fixtures/UnreachableParents/trace.json"
    ).path

    private func laidOut(_ options: SnapshotOptions) throws -> LaidOutGraph {
        let trace = try TraceDecoder().decode(contentsOfFile: Self.path)
        return try LaidOutGraph(
            json: try Snapshot(trace: LoadedTrace(trace, source: Self.path), options: options).render(format: .json)
                .bytes)
    }

    /// Left to right the group's title is wider than a level and reaches into the next: it once joined the
    /// parents' level and their children's into one, and their routes went round the parents' far side,
    /// through the parent below and under the parent's own box. The frame once held the boxes only, and its
    /// title lay on the label above the first child (`--dependencies all`).
    func testTheGroupsParentsRouteFromTheirSideFacingTheChildrenInBothDirections() throws {
        for direction in [LayoutDirection.leftToRight, .topToBottom] {
            for dependencies in SnapshotOptions.Dependencies.allCases {
                let place = "\(direction) \(dependencies)"
                let graph = try laidOut(
                    SnapshotOptions(direction: direction, dependencies: dependencies, layout: .tree))
                XCTAssertEqual(graph.pathProblems(), [], place)
                XCTAssertEqual(graph.labelProblems(), [], place)
                let boxes = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.name, $0.box) })
                for edge in graph.edges {
                    let tail = try XCTUnwrap(boxes[edge.tail]), start = try XCTUnwrap(edge.paths.first?.first)
                    // Graphviz's y grows up: top to bottom, a parent's side facing its children is its bottom.
                    let side = direction == .leftToRight ? (start.x, tail.maxX) : (start.y, tail.minY)
                    XCTAssertEqual(
                        side.0, side.1, accuracy: 0.5, "\(place): \(edge.tail) -> \(edge.head) leaves by another side")
                }
            }
        }
    }
}
