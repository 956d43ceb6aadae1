import RibGraphTestSupport
import XCTest

@testable import RibGraph
@testable import RibTrace

/// Edge routes on the pinned layout: tree edges join facing sides, dependency edges end on their
/// consumer, and no dependency label lands on a node or on another label in any sample.
final class EdgeRouteTests: XCTestCase {
    private struct Rect {
        var minX, minY, maxX, maxY: Double

        init(center: LayoutPoint, size: LayoutSize) {
            minX = center.x - size.width / 2
            maxX = center.x + size.width / 2
            minY = center.y - size.height / 2
            maxY = center.y + size.height / 2
        }

        func intersects(_ other: Rect) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }

    private static let samples = ["tictactoe", "vertical", "flattened", "adapter", "business-logic"]

    func testTreeEdgesRunFromTheParentsBottomToTheChildsTop() {
        let parent = (center: LayoutPoint(x: 100, y: 50), size: LayoutSize(width: 80, height: 40))
        let child = (center: LayoutPoint(x: 160, y: 150), size: LayoutSize(width: 60, height: 20))
        let route = EdgeRoute(treeFrom: parent, to: child, arrowLength: 6, direction: .topToBottom)
        XCTAssertEqual(route.points.first, LayoutPoint(x: 100, y: 70))
        XCTAssertEqual(route.tip, LayoutPoint(x: 160, y: 140))
        XCTAssertEqual(route.points.last, LayoutPoint(x: 160, y: 134))
        XCTAssertNil(route.labelCenter)

        let sideways = EdgeRoute(treeFrom: parent, to: child, arrowLength: 6, direction: .leftToRight)
        XCTAssertEqual(sideways.points.first, LayoutPoint(x: 140, y: 50))
        XCTAssertEqual(sideways.tip, LayoutPoint(x: 130, y: 150))
    }

    func testDependencyEdgesEndOnTheConsumerBesideTheTreeEdge() {
        let provider = (center: LayoutPoint(x: 100, y: 50), size: LayoutSize(width: 80, height: 40))
        let right = (center: LayoutPoint(x: 200, y: 150), size: LayoutSize(width: 80, height: 40))
        let left = (center: LayoutPoint(x: 0, y: 150), size: LayoutSize(width: 80, height: 40))
        let label = LayoutSize(width: 50, height: 10)
        let toRight = EdgeRoute(
            dependencyFrom: provider, to: right, labelSize: label, arrowLength: 7, direction: .topToBottom)
        XCTAssertEqual(toRight.points.first, LayoutPoint(x: 120, y: 70), "leaves a quarter right of centre")
        XCTAssertEqual(toRight.tip, LayoutPoint(x: 220, y: 130), "enters a quarter right of centre, from above")
        XCTAssertEqual(toRight.labelCenter, LayoutPoint(x: 220 + 25 + EdgeRoute.labelGap, y: 130 - 7 - 5 - 2))
        let toLeft = EdgeRoute(
            dependencyFrom: provider, to: left, labelSize: label, arrowLength: 7, direction: .topToBottom)
        XCTAssertEqual(toLeft.points.first, LayoutPoint(x: 80, y: 70), "a consumer to the left is reached on the left")
        XCTAssertEqual(toLeft.tip, LayoutPoint(x: -20, y: 130))
        XCTAssertEqual(toLeft.labelCenter?.x, -20 - 25 - EdgeRoute.labelGap)
    }

    func testNoDependencyLabelCoversANodeOrAnotherLabel() throws {
        for sample in Self.samples {
            for dependencies in [SnapshotOptions.Dependencies.edges, .properties] {
                let scene = try SampleTraces.scene(sample, options: SnapshotOptions(dependencies: dependencies))
                let layout = SceneLayout(scene: scene, direction: .topToBottom)
                let nodes = scene.nodes.indices.map { Rect(center: layout.centers[$0], size: layout.sizes[$0]) }
                var labels: [Rect] = []
                for link in scene.dependencies {
                    let size = SceneStyle.labelSize(link)
                    let route = EdgeRoute(
                        dependencyFrom: (layout.centers[link.provider], layout.sizes[link.provider]),
                        to: (layout.centers[link.consumer], layout.sizes[link.consumer]),
                        labelSize: size, arrowLength: 7, direction: .topToBottom)
                    let label = Rect(center: try XCTUnwrap(route.labelCenter), size: size)
                    let place = "\(sample) (\(dependencies)): \(link.dependency)"
                    XCTAssertFalse(nodes.contains { $0.intersects(label) }, "\(place) label covers a node")
                    XCTAssertFalse(labels.contains { $0.intersects(label) }, "\(place) label covers another label")
                    labels.append(label)
                }
                XCTAssertEqual(labels.count, scene.dependencies.count)
            }
        }
    }
}
