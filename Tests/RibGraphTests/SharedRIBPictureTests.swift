import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// A scan is a graph of RIB types: a type several parents attach is drawn once, with an edge from each parent,
/// in pictures, under `--focus` and in the viewer; a cycle of routes is drawn like any other edges.
final class SharedRIBPictureTests: XCTestCase {
    /// Root attaches A, B and C; each of them attaches Shared, which attaches Leaf.
    static func shared() -> Trace {
        let ids = ["Root", "A", "B", "C", "Shared", "Leaf"]
        return Trace(
            app: "Shared", origin: .source,
            ribs: ids.map { RIB(id: $0, view: "\($0)ViewController", builder: "\($0)Builder", isRoot: $0 == "Root") },
            routes: [
                ("Root", "A"), ("Root", "B"), ("Root", "C"), ("A", "Shared"), ("B", "Shared"), ("C", "Shared"),
                ("Shared", "Leaf"),
            ].map { Route(parent: $0.0, child: $0.1, builder: "\($0.1)Builder") })
    }

    /// A scan writes one Dependency edge per route into Shared; when Root's component satisfies all three, the
    /// picture draws one edge, not three on top of each other.
    func testOneProviderForEveryParentIsOneDependencyEdge() throws {
        var trace = Self.shared()
        trace.dependencies = ["A", "B", "C"].map {
            DependencyEdge(
                child: "Shared", parent: $0, dependency: "SharedDependency", component: "RootComponent",
                provider: "Root")
        }
        let scene = try SampleTraces.scene(of: trace, options: SnapshotOptions(layout: .tree))
        XCTAssertEqual(
            scene.dependencies.map { "\(scene.nodes[$0.provider].title) -> \(scene.nodes[$0.consumer].title)" },
            ["Root -> Shared"])
    }

    /// Root attaches Home, Home attaches Settings, Settings attaches Home again.
    static func cycle() -> Trace {
        Trace(
            app: "Cycle", origin: .source,
            ribs: ["Root", "Home", "Settings"].map { RIB(id: $0, builder: "\($0)Builder", isRoot: $0 == "Root") },
            routes: [
                Route(parent: "Root", child: "Home"), Route(parent: "Home", child: "Settings"),
                Route(parent: "Settings", child: "Home"),
            ])
    }

    static let sharedApp = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/SharedApp/trace.json").path

    /// Graphviz's laid-out graph: node names by `_gvid`, and each edge as "tail -> head".
    private func edges(_ trace: Trace, _ options: SnapshotOptions = SnapshotOptions()) throws -> (
        nodes: [String], edges: [String]
    ) {
        let bytes = try Snapshot(trace: LoadedTrace(trace, source: "t.json"), options: options).render(format: .json)
            .bytes
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        var names: [Int: String] = [:]
        for object in root["objects"] as? [[String: Any]] ?? [] {
            if let id = object["_gvid"] as? Int, let name = object["name"] as? String { names[id] = name }
        }
        let edges = (root["edges"] as? [[String: Any]] ?? []).compactMap { edge -> String? in
            guard let tail = edge["tail"] as? Int, let head = edge["head"] as? Int else { return nil }
            return "\(names[tail] ?? "?") -> \(names[head] ?? "?")"
        }
        return (names.keys.sorted().compactMap { names[$0] }.filter { $0.hasPrefix("rib:") }, edges)
    }

    func testATypeUnderThreeParentsIsOneNodeWithThreeIncomingEdges() throws {
        for layout in SnapshotOptions.Layout.allCases {
            let (nodes, edges) = try edges(Self.shared(), SnapshotOptions(layout: layout))
            XCTAssertEqual(
                nodes.sorted(), ["rib:A", "rib:B", "rib:C", "rib:Leaf", "rib:Root", "rib:Shared"], "\(layout)")
            XCTAssertEqual(
                edges.filter { $0.hasSuffix("-> rib:Shared") }.sorted(),
                ["rib:A -> rib:Shared", "rib:B -> rib:Shared", "rib:C -> rib:Shared"], "\(layout)")
            XCTAssertEqual(edges.filter { $0.hasSuffix("-> rib:Leaf") }, ["rib:Shared -> rib:Leaf"], "\(layout)")
        }
        let dot = String(
            decoding: try Snapshot(
                trace: LoadedTrace(Self.shared(), source: "t.json"),
                options: SnapshotOptions()
            ).render(format: .dot).bytes, as: UTF8.self)
        XCTAssertEqual(dot.components(separatedBy: "-> \"rib:Shared\"").count - 1, 3, dot)
    }

    func testFocusOnASharedTypeShowsEveryParentPathAndItsSubtree() throws {
        let scene = try SampleTraces.scene(of: Self.shared(), options: SnapshotOptions(focus: "Shared"))
        XCTAssertEqual(Set(scene.nodes.map(\.title)), ["Root", "A", "B", "C", "Shared", "Leaf"])
        let shared = try XCTUnwrap(scene.nodes.firstIndex { $0.title == "Shared" })
        XCTAssertEqual(scene.parentNodes()[shared].map { scene.nodes[$0].title }, ["A", "B", "C"])

        let leaf = try SampleTraces.scene(of: Self.shared(), options: SnapshotOptions(focus: "Leaf"))
        XCTAssertEqual(leaf.nodes.count, 6, "Leaf's paths run through all three parents of Shared")
        let a = try SampleTraces.scene(of: Self.shared(), options: SnapshotOptions(focus: "A"))
        XCTAssertEqual(
            a.nodes.map(\.title), ["Root", "A", "Shared", "Leaf"], "A's path and what A can attach, not B or C")
    }

    func testTheViewerHasOneNodePerTypeAndListsEveryParent() throws {
        let page = String(
            decoding: try ViewerPage(
                trace: LoadedTrace(Self.shared(), source: "t.json"),
                options: SnapshotOptions()
            ).render(), as: UTF8.self)
        let start = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"ribgraph-data\">"))
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let data = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        )
        let nodes = try XCTUnwrap(data["nodes"] as? [[String: Any]])
        XCTAssertEqual(
            nodes.compactMap { $0["el"] as? String }.sorted(),
            ["rib-A", "rib-B", "rib-C", "rib-Leaf", "rib-Root", "rib-Shared"])
        let ribs = try XCTUnwrap(data["ribs"] as? [[String: Any]])
        let names = ribs.map { $0["id"] as? String ?? "" }
        func parents(_ id: String) -> [String] {
            (ribs[names.firstIndex(of: id)!]["parents"] as? [Int] ?? []).map { names[$0] }
        }
        XCTAssertEqual(parents("Shared"), ["A", "B", "C"])
        XCTAssertEqual(parents("Root"), [])
        XCTAssertEqual(page.components(separatedBy: "<g id=\"rib&#45;Shared\"").count - 1, 1, "one box in the SVG")
    }

    func testACycleIsDrawnAsEdgesLikeAnyOther() throws {
        for layout in SnapshotOptions.Layout.allCases {
            let (nodes, edges) = try edges(Self.cycle(), SnapshotOptions(layout: layout))
            XCTAssertEqual(nodes.sorted(), ["rib:Home", "rib:Root", "rib:Settings"], "\(layout)")
            XCTAssertEqual(
                Set(edges), ["rib:Root -> rib:Home", "rib:Home -> rib:Settings", "rib:Settings -> rib:Home"],
                "\(layout)")
        }
        let scene = try SampleTraces.scene(of: Self.cycle())
        XCTAssertEqual(scene.nodes.filter { $0.badge == "↻ cycle" }.map(\.title), ["Home", "Settings"])
    }

    func testTheFortyRIBAppHasOneBoxPerTypeAndNoLabelOnAnotherBox() throws {
        let trace = try TraceDecoder().decode(contentsOfFile: Self.sharedApp)
        XCTAssertEqual(trace.ribs.count, 40)
        for options in [SnapshotOptions(), SnapshotOptions(dependencies: .properties), SnapshotOptions(layout: .tree)] {
            let bytes = try Snapshot(trace: LoadedTrace(trace, source: Self.sharedApp), options: options).render(
                format: .json
            ).bytes
            let graph = try LaidOutGraph(json: bytes)
            XCTAssertEqual(graph.nodes.filter { $0.name.hasPrefix("rib:") }.count, 40, "\(options.layout)")
            XCTAssertEqual(graph.boxOverlaps(), [], "\(options.layout) \(options.dependencies)")
            XCTAssertEqual(graph.labelProblems(), [], "\(options.layout) \(options.dependencies)")
        }
    }

    func testAutoGivesDotTheSharedGraphsAndTheTreeTheRest() throws {
        let shared = try SampleTraces.scene(of: try TraceDecoder().decode(contentsOfFile: Self.sharedApp))
        XCTAssertEqual(
            shared.otherParentEdges.count, 61 - 39, "61 routes, 39 of them place a RIB under its first parent")
        XCTAssertTrue(SnapshotOptions.Layout.automatic.usesDot(for: shared))
        XCTAssertFalse(
            SnapshotOptions.Layout.automatic.usesDot(for: try SampleTraces.scene("tictactoe")), "a recording is a tree")
        XCTAssertFalse(SnapshotOptions.Layout.tree.usesDot(for: shared))
    }
}
