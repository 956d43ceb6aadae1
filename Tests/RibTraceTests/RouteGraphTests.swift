import XCTest

@testable import RibTrace

/// `RouteGraph(routesOf:)`: a scan's graph of RIB types, each once, with every parent, a shortest-path spanning
/// tree, reachability from the launched roots, and the RIBs on cycles.
final class RouteGraphTests: XCTestCase {
    /// A scan: `ribs` by id (`*` marks a launched root), `routes` as "Parent>Child".
    private func graph(_ ribs: [String], _ routes: [String]) -> (Trace, RouteGraph) {
        let trace = Trace(
            origin: .source,
            ribs: ribs.map { RIB(id: $0.replacingOccurrences(of: "*", with: ""), isRoot: $0.hasSuffix("*")) },
            routes: routes.map { route in
                let ends = route.split(separator: ">").map(String.init)
                return Route(parent: ends[0], child: ends[1])
            })
        return (trace, RouteGraph(routesOf: trace))
    }

    private func ids(_ trace: Trace, _ indices: [Int]) -> [String] { indices.map { trace.ribs[$0].id } }

    func testASharedRIBIsOneNodeWithEveryParent() {
        let (trace, tree) = graph(
            ["Root*", "Home", "Search", "Profile", "Web"],
            ["Root>Home", "Root>Search", "Home>Profile", "Search>Web", "Home>Web", "Profile>Web"])
        let web = trace.index(ofRIB: "Web")!
        XCTAssertEqual(tree.wording, .scan)
        XCTAssertEqual(tree.attachedCount, 5)
        XCTAssertEqual(
            ids(trace, tree.parents(of: web)), ["Home", "Search", "Profile"],
            "first the parent breadth first meets first (Home, whose routes come first), then the rest in route order")
        XCTAssertEqual(tree.depths[web], 2)
        XCTAssertEqual(ids(trace, tree.preorder), ["Root", "Home", "Profile", "Web", "Search"], "each RIB once")
        XCTAssertEqual(ids(trace, tree.children[trace.index(ofRIB: "Profile")!]), ["Web"], "children keep every route")
        XCTAssertEqual(ids(trace, tree.treeChildren(of: trace.index(ofRIB: "Profile")!)), [])
        XCTAssertEqual(ids(trace, tree.subtree(of: trace.index(ofRIB: "Search")!)), ["Search", "Web"])
        XCTAssertTrue(tree.ribsOnCycles.isEmpty)
    }

    func testCyclesAreRoutesLikeAnyOther() {
        let (trace, tree) = graph(
            ["Home*", "Settings", "Profile", "Loop"],
            ["Home>Settings", "Settings>Home", "Settings>Profile", "Loop>Loop"])
        XCTAssertEqual(ids(trace, tree.ribsOnCycles), ["Home", "Settings", "Loop"])
        XCTAssertEqual(ids(trace, tree.preorder), ["Home", "Settings", "Profile", "Loop"], "finite, each once")
        XCTAssertEqual(ids(trace, tree.otherParents[0]), ["Settings"], "the route back is Home's other parent")
        XCTAssertEqual(ids(trace, tree.subtree(of: 0)), ["Home", "Settings", "Profile"])
    }

    func testRIBsNoRootReachesAreKeptApart() {
        let (trace, tree) = graph(
            ["Root*", "A", "Orphan", "OrphanChild", "IslandA", "IslandB"],
            ["Root>A", "Orphan>OrphanChild", "IslandA>IslandB", "IslandB>IslandA"])
        XCTAssertEqual(
            ids(trace, tree.roots), ["Root", "Orphan", "IslandA"],
            "launched roots first, then a RIB nothing attaches, then the first of a closed group")
        XCTAssertEqual(tree.isReachable, [true, true, false, false, false, false])
        XCTAssertEqual(ids(trace, tree.unreachableRoots), ["Orphan", "IslandA"], "drawn apart")
        XCTAssertEqual(tree.attachedCount, 6, "nothing is dropped")
    }

    func testWithoutALaunchedRootEveryRIBNothingAttachesStartsTheTree() {
        let (trace, tree) = graph(["A", "B", "C"], ["A>C", "B>C"])
        XCTAssertEqual(ids(trace, tree.roots), ["A", "B"])
        XCTAssertEqual(tree.isReachable, [true, true, true])
    }

    func testTheReplayerGivesAScanItsGraphAndNoEvents() throws {
        let (trace, _) = graph(["Root*", "A"], ["Root>A"])
        let loaded = LoadedTrace(trace, source: "scan.json")
        XCTAssertEqual(try TraceReplayer(trace: loaded).tree() as? RouteGraph, RouteGraph(routesOf: trace))
        assertTraceError("scan.json: no event has seq 3: the trace has no events") {
            try TraceReplayer(trace: loaded).tree(at: 3)
        }
    }

    /// A graph names a RIB type by its id and a link by its route, which no shorter way elsewhere renames, and a
    /// route's declaration is where the parent routes, not where the child is.
    func testAGraphNamesPlacesByTypeAndRoute() {
        let trace = Trace(
            origin: .source,
            ribs: [RIB(id: "Root", isRoot: true), RIB(id: "Home"), RIB(id: "Web", declaredIn: "Web.swift:1")],
            routes: [
                Route(parent: "Root", child: "Home"), Route(parent: "Home", child: "Web", declaredIn: "Home.swift:9"),
                Route(parent: "Root", child: "Web"),
            ])
        let tree = RouteGraph(routesOf: trace)
        XCTAssertEqual(tree.place(of: 2, in: trace), "Web")
        XCTAssertEqual(tree.place(ofChild: 2, under: 1, in: trace), "Home -> Web")
        XCTAssertEqual(tree.declaration(ofChild: 2, under: 1, in: trace), "Home.swift:9")
        XCTAssertEqual(tree.declaration(ofChild: 2, under: 0, in: trace), "Web.swift:1", "a route that says nowhere")
    }

    /// Shown in part, a RIB type hangs under the first visible parent on a shortest path, searched from the
    /// launched roots before the roots none launches.
    func testShownInPartATypeHangsUnderAVisibleParent() {
        let (trace, tree) = graph(
            ["Root*", "Home", "Web", "Orphan"], ["Root>Home", "Root>Web", "Home>Web", "Orphan>Home"])
        XCTAssertEqual(tree.parent, [nil, 0, 0, nil])
        let visible = Set(["Root", "Home", "Web", "Orphan"].compactMap(trace.index(ofRIB:)))
        XCTAssertEqual(tree.spanningParents(among: visible), [nil, 0, 0, nil])
        XCTAssertEqual(tree.spanningParents(among: visible.subtracting([2, 0])), [nil, 3, nil, nil])
        XCTAssertEqual(tree.spanningParents(among: visible.subtracting([0])), [nil, 3, 1, nil])
    }
}
