import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// The picture of a production-sized app (samples/superapp: 130 attached RIBs, 9 levels, a tab bar,
/// wrappers, navigation RIBs), read back from Graphviz's laid-out graph: a shape a person can read, and
/// every label inside its own box and off the others.
final class SuperAppPictureTests: XCTestCase {
    static let base = packageRoot.appendingPathComponent("samples/superapp/base.json").path
    static let head = packageRoot.appendingPathComponent("samples/superapp/head.json").path

    private func laidOut(_ options: SnapshotOptions = SnapshotOptions()) throws -> LaidOutGraph {
        let trace = try TraceDecoder().decode(contentsOfFile: Self.base)
        return try LaidOutGraph(
            json: try Snapshot(trace: LoadedTrace(trace, source: Self.base), options: options).render(format: .json)
                .bytes)
    }

    /// Top to bottom, the tree's 90-odd leaves make a strip 16 times as wide as it is tall (24 before
    /// parent-side dependency edges were left out); the default lays it out left to right: at most twice as
    /// tall as wide, and under 3,000 px wide at 96 dpi, so a screen shows a level's names at full size.
    func testTheDefaultPictureHasAReadableShape() throws {
        let graph = try laidOut()
        let (width, height) = graph.pixels
        XCTAssertGreaterThan(width / height, 0.4, "\(Int(width)) × \(Int(height)) px")
        XCTAssertLessThan(width / height, 2.5, "\(Int(width)) × \(Int(height)) px")
        XCTAssertLessThan(width, 3_000, "\(Int(width)) × \(Int(height)) px")
        XCTAssertLessThan(height, 6_500, "\(Int(width)) × \(Int(height)) px")

        let topToBottom = try laidOut(SnapshotOptions(direction: .topToBottom)).pixels
        XCTAssertGreaterThan(topToBottom.width / topToBottom.height, 10, "the strip the default avoids")
    }

    func testTheDefaultChoosesTheDirectionFromTheShape() throws {
        let superapp = try SampleTraces.scene(of: try TraceDecoder().decode(contentsOfFile: Self.base))
        XCTAssertEqual(SceneLayout(scene: superapp, direction: .automatic).direction, .leftToRight)
        XCTAssertEqual(
            SceneLayout(scene: try SampleTraces.scene("tictactoe"), direction: .automatic).direction, .topToBottom)
        XCTAssertEqual(
            SceneLayout(scene: superapp, direction: .topToBottom).direction, .topToBottom, "an explicit direction wins")
    }

    func testNoLabelLeavesItsBoxOrLiesOnAnother() throws {
        for options in [
            SnapshotOptions(), SnapshotOptions(dependencies: .properties),
            SnapshotOptions(direction: .leftToRight, dependencies: .properties),
            SnapshotOptions(direction: .topToBottom),
            SnapshotOptions(direction: .topToBottom, dependencies: .properties),
        ] {
            let problems = try laidOut(options).labelProblems()
            XCTAssertEqual(
                problems.count, 0,
                "\(options.direction) \(options.dependencies): " + problems.prefix(5).joined(separator: "; "))
        }
    }

    /// Bold titles run wider than regular text: `AddToCartWrapper`, viewless with a short second line,
    /// is as wide as its title makes it.
    func testBoldTitlesFitTheirBoxes() throws {
        let graph = try laidOut()
        let node = try XCTUnwrap(graph.nodes.first { $0.name == "rib:AddToCartWrapper" })
        let title = try XCTUnwrap(node.texts.first { $0.text == "AddToCartWrapper" })
        XCTAssertLessThanOrEqual(
            title.box.maxX - title.box.minX + 8, node.box.maxX - node.box.minX,
            "the title \(title.box) keeps 4 pt clear of each side of \(node.box)")
    }

    /// A Dependency satisfied by the RIB's own parent says what the tree edge says; it is drawn only with
    /// `all`. Wrappers passing their parent's component through, and adapters, are drawn.
    func testOnlyDependencyEdgesTheTreeDoesNotShowAreDrawn() throws {
        let trace = try TraceDecoder().decode(contentsOfFile: Self.base)
        func edges(_ dependencies: SnapshotOptions.Dependencies) throws -> Set<String> {
            let scene = try SampleTraces.scene(of: trace, options: SnapshotOptions(dependencies: dependencies))
            return Set(
                scene.dependencies.map { "\(scene.nodes[$0.provider].title) → \(scene.nodes[$0.consumer].title)" })
        }
        let drawn = try edges(.edges), all = try edges(.all)
        XCTAssertTrue(drawn.contains("MainTabBar → HomeNavigation"), "through HomeWrapper: \(drawn.sorted())")
        XCTAssertTrue(drawn.contains("PaymentAdapter → PaymentMethod"), "an adapter's own component")
        XCTAssertFalse(drawn.contains("HomeNavigation → Home"), "the parent's component")
        XCTAssertTrue(all.contains("HomeNavigation → Home"))
        XCTAssertTrue(drawn.isSubset(of: all))
        XCTAssertLessThan(drawn.count * 5, all.count, "\(drawn.count) of \(all.count)")
        XCTAssertEqual(try edges(.properties), drawn)

        let adapter = try SampleTraces.scene("adapter")
        XCTAssertEqual(
            adapter.dependencies.map { "\(adapter.nodes[$0.provider].title) → \(adapter.nodes[$0.consumer].title)" },
            ["ChildAdapter → Child"], "an adapter's own component, standing on the tree edge")
    }
}
