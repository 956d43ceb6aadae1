import XCTest

@testable import RibAnalysis
@testable import RibGraph
@testable import RibTrace

/// What a flatten picture fills and what it only draws as a moved route: only what moves is highlighted.
final class FlattenPictureMarksTests: XCTestCase {
    /// Story and Profile open each other (a drill-down of reused screens, HeatPick's shape); Profile opens SeeAll,
    /// which Home opens too. Profile's route to SeeAll moves to the wrapper, Home's stays: SeeAll's box is not
    /// filled on either side (it would read as moving from Home, under which it is drawn), its moved route is.
    func testABoxIsFilledOnlyWhenEveryRouteIntoItMoves() throws {
        // S1 → S2 → S3 only makes the tree deep enough for a wrapper not to deepen it.
        let ids = ["Root", "Home", "Search", "Story", "Profile", "SeeAll", "S1", "S2", "S3"]
        let ribs = ids.enumerated().map { index, id in
            RIB(
                id: id, view: "\(id)ViewController", builder: "\(id)Builder", dependency: "\(id)Dependency",
                component: "\(id)Component", isRoot: index == 0)
        }
        let routes = [
            "Root>Home", "Root>Search", "Home>Story", "Search>Story", "Home>Profile", "Search>Profile", "Story>Profile",
            "Profile>Story", "Home>SeeAll", "Profile>SeeAll", "Search>S1", "S1>S2", "S2>S3",
        ].map { route -> Route in
            let ends = route.split(separator: ">").map(String.init)
            var link = Route(parent: ends[0], child: ends[1], builder: "\(ends[1])Builder")
            link.presentations = ends[0] == "Root" ? [.tab] : [.push]
            return link
        }
        let trace = Trace(
            origin: .source, ribs: ribs, routes: routes,
            components: ids.map { ComponentLink(component: "\($0)Component", parent: nil) })
        let proposal = try FlattenProposal(trace: trace)
        let change = try XCTUnwrap(proposal.changes.first, FlattenPlan(proposal).markdown)
        XCTAssertTrue(change.children.contains("SeeAll"), "Profile's route to SeeAll moves: \(change.children)")
        let marks = FlattenPicture(proposal: proposal, source: "drill.json").marks
        XCTAssertEqual(marks.right.nodes["Story"], .moved)
        XCTAssertNil(marks.right.nodes["SeeAll"], "Home still attaches SeeAll")
        XCTAssertEqual(marks.right.routes[TreeEdgeKey(parent: change.proposed, child: "SeeAll")], .moved)
        XCTAssertNil(marks.left.nodes["SeeAll"], "Home's route to it does not move")
        XCTAssertEqual(marks.left.routes[TreeEdgeKey(parent: "Profile", child: "SeeAll")], .moved)
        XCTAssertEqual(marks.left.nodes["Profile"], .moved, "every route into Profile moves")
    }
}
