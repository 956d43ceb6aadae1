import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// Every edge followable, every label readable (issue 42), through Graphviz: on the tidy tree and where dot
/// places the boxes, edges of different parents and children never run together, and no edge runs through
/// another edge's label, in both directions at every dependency level, tunnels included. Before, the end-to-end
/// tests' SharedApp scan drew 570 such faults top to bottom with `--dependencies all` on the tidy tree, samples/
/// fosdem's scan 21 and superapp's 32 left to right; where dot drew its own splines and labels, SharedApp's ten
/// pictures had 1,086 shared lanes and 112 labels crossed, fosdem's 14 and 10, superapp's 2 and 22.
final class LanePictureTests: XCTestCase {
    static let traces = [
        "Tests/ribgraphTests/Fixtures/SharedApp/trace.json", "samples/fosdem/scan.json", "samples/superapp/base.json",
        "samples/vertical/trace.json",
    ]

    private func laidOut(_ path: String, _ options: SnapshotOptions) throws -> LaidOutGraph {
        let full = packageRoot.appendingPathComponent(path).path
        let trace = try TraceDecoder().decode(contentsOfFile: full)
        return try LaidOutGraph(
            json: try Snapshot(trace: LoadedTrace(trace, source: full), options: options).render(format: .json).bytes)
    }

    func testNoSharedLaneAndNoLabelCrossedOnTheTidyTree() throws {
        try assertFollowable(layout: .tree)
    }

    func testNoSharedLaneAndNoLabelCrossedWhereDotPlacesTheBoxes() throws {
        try assertFollowable(layout: .dot)
    }

    private func assertFollowable(layout: SnapshotOptions.Layout) throws {
        for path in Self.traces {
            for direction in [LayoutDirection.topToBottom, .leftToRight] {
                for dependencies in SnapshotOptions.Dependencies.allCases {
                    var options = SnapshotOptions(direction: direction, dependencies: dependencies, layout: layout)
                    options.tunnels = .all
                    let graph = try laidOut(path, options)
                    let place = "\(path) \(layout) \(direction) \(dependencies)"
                    XCTAssertEqual(graph.sharedLanes(), [], place)
                    XCTAssertEqual(graph.crossedLabels(), [], place)
                    XCTAssertEqual(graph.pathProblems(), [], place)
                    XCTAssertEqual(graph.labelProblems(), [], place)
                }
            }
        }
    }

    /// A child attached by a parent of its own level (SharedApp's Feature routes across a level): the route
    /// leaves the parent's side facing the level before, off the middle where the parent's own routes enter.
    func testARouteToTheSameLevelLeavesOffTheMiddle() throws {
        let graph = try laidOut(Self.traces[0], SnapshotOptions(direction: .topToBottom, layout: .tree))
        let boxes = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.name, $0.box) })
        var across = 0
        for edge in graph.edges {
            guard let tail = boxes[edge.tail], let head = boxes[edge.head], let start = edge.paths.first?.first,
                abs(tail.minY - head.minY) < 1, edge.tail != edge.head
            else { continue }
            across += 1
            // Graphviz's y grows up: the side facing the level before is the top, maxY.
            XCTAssertEqual(start.y, tail.maxY, accuracy: 0.5, "\(edge.tail) -> \(edge.head)")
            let middle = (tail.minX + tail.maxX) / 2
            XCTAssertEqual(
                start.x - middle, RoutePorts.leavingAgainst * (tail.maxX - tail.minX), accuracy: 0.5,
                "\(edge.tail) -> \(edge.head)")
        }
        XCTAssertGreaterThan(across, 0, "SharedApp has routes across a level")
    }
}
