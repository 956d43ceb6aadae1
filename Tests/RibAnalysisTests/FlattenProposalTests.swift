import Foundation
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// The cases of `ribgraph flatten` that the seed app does not have: a change that would make the tree deeper,
/// reused RIBs that route to each other, a proposed parent asked for what its proposed child forwards, a
/// recording's live instances, and what is left alone.
final class FlattenProposalTests: XCTestCase {
    /// A source trace of viewful RIBs (a `*` before an id makes it viewless) with `routes` as `parent>child`,
    /// the first RIB the launch root.
    private func graph(_ ids: [String], _ routes: [String], dependencies: [DependencyEdge] = []) -> Trace {
        let ribs = ids.enumerated().map { index, name in
            let id = name.hasPrefix("*") ? String(name.dropFirst()) : name
            return RIB(
                id: id, view: name.hasPrefix("*") ? nil : "\(id)ViewController", builder: "\(id)Builder",
                dependency: "\(id)Dependency", component: "\(id)Component", isRoot: index == 0)
        }
        let links = routes.map { route -> Route in
            let ends = route.split(separator: ">").map(String.init)
            return Route(parent: ends[0], child: ends[1], builder: "\(ends[1])Builder")
        }
        return Trace(
            origin: .source, ribs: ribs, routes: links, dependencies: dependencies,
            components: ids.map { name in
                let id = name.hasPrefix("*") ? String(name.dropFirst()) : name
                return ComponentLink(component: "\(id)Component", parent: nil)
            })
    }

    private func children(of parent: String, in trace: Trace) -> [String] {
        trace.routes.filter { $0.parent == parent }.map(\.child)
    }

    func testAReusedRIBWhoseChildIsShallowerElsewhereIsLeftOutRatherThanDeepened() throws {
        // Root → A → S, Root → B → S, and S → L where Root attaches L too: under a wrapper S would be at depth
        // 4, deeper than the tree's 3 today.
        let trace = graph(["Root", "A", "B", "S", "L"], ["Root>A", "Root>B", "Root>L", "A>S", "B>S", "S>L"])
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes, [])
        XCTAssertEqual(
            proposal.dropped,
            [DroppedChange(kind: .reused, head: "S", reason: "the tree would be 4 deep, deeper than 3")])
        XCTAssertEqual(proposal.proposal, proposal.input, "nothing changes")
        XCTAssertTrue(
            FlattenPlan(proposal).markdown.contains(
                "## Left out\n\n- reused RIB that routes at S: the tree would be 4 deep"))
    }

    func testReusedScreensThatOpenEachOtherShareOneWrapperAndTheCycleIsGone() throws {
        // Story and Profile are both reused, and each opens the other: one drill-down, one wrapper for it all.
        let trace = graph(
            ["Root", "Home", "Search", "Story", "Profile", "Comments"],
            [
                "Root>Home", "Root>Search", "Home>Story", "Search>Story", "Home>Profile", "Search>Profile",
                "Story>Profile", "Story>Comments", "Profile>Story",
            ])
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes.map(\.proposed), ["StoryWrapper"], FlattenPlan(proposal).markdown)
        XCTAssertEqual(children(of: "Story", in: proposal.proposal), [])
        XCTAssertEqual(children(of: "Profile", in: proposal.proposal), [])
        XCTAssertEqual(children(of: "Home", in: proposal.proposal), ["StoryWrapper"], "one route for both screens")
        XCTAssertEqual(children(of: "StoryWrapper", in: proposal.proposal), ["Story", "Profile", "Comments"])
        let movedFrom = proposal.proposal.routes.filter { $0.parent == "StoryWrapper" }.map(\.movedFrom)
        XCTAssertEqual(movedFrom, [["Home", "Search", "Profile"], ["Home", "Search", "Story"], ["Story"]])
        let change = try XCTUnwrap(proposal.changes.first)
        XCTAssertEqual(
            change.replaced.map { "\($0.from)>\($0.child)" },
            ["Home>Story", "Search>Story", "Home>Profile", "Search>Profile"])
        XCTAssertEqual(
            change.moved.map { "\($0.from)>\($0.child)" },
            [
                "Home>Story", "Search>Story", "Profile>Story", "Home>Profile", "Search>Profile", "Story>Profile",
                "Story>Comments",
            ], "every route the app has that disappears")
        XCTAssertEqual(RibTree(routesOf: proposal.proposal).ribsOnCycles, [], "the cycle is gone, not lifted")
        XCTAssertEqual(proposal.before.onCycles, ["Story", "Profile"])
    }

    func testAProposedParentForwardsWhatItsProposedChildForwards() throws {
        // Outer (reused) attaches Inner (reused), whose child Leaf needs `token` from Root. Inner's wrapper forwards
        // it, so Outer's wrapper, its parent, must forward it too, under each of its own parents.
        let token = DependencyProperty(name: "token", type: "Token", providedBy: "RootComponent")
        let edges = [
            DependencyEdge(
                child: "Leaf", parent: "Inner", dependency: "LeafDependency", component: "InnerComponent",
                properties: [token]),
            DependencyEdge(child: "Inner", parent: "Outer", dependency: "InnerDependency", component: "OuterComponent"),
            DependencyEdge(child: "Inner", parent: "B", dependency: "InnerDependency", component: "BComponent"),
            DependencyEdge(child: "Outer", parent: "A", dependency: "OuterDependency", component: "AComponent"),
            DependencyEdge(child: "Outer", parent: "B", dependency: "OuterDependency", component: "BComponent"),
        ]
        let trace = graph(
            ["Root", "A", "B", "Outer", "Inner", "Leaf"],
            ["Root>A", "Root>B", "A>Outer", "B>Outer", "B>Inner", "Outer>Inner", "Inner>Leaf"], dependencies: edges)
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes.map(\.proposed), ["OuterWrapper", "InnerWrapper"])
        for parent in ["A", "B"] {
            let edge = try XCTUnwrap(
                proposal.proposal.dependencies.first { $0.child == "OuterWrapper" && $0.parent == parent })
            XCTAssertEqual(edge.properties.map(\.name), ["token"], "OuterWrapper's Dependency under \(parent)")
            XCTAssertEqual(edge.properties.first?.providedBy, "RootComponent")
        }
        let inner = try XCTUnwrap(
            proposal.proposal.dependencies.first { $0.child == "InnerWrapper" && $0.parent == "OuterWrapper" })
        XCTAssertEqual(inner.component, "OuterWrapperComponent")
        XCTAssertEqual(inner.properties.map(\.name), ["token"])
        XCTAssertEqual(proposal.lostProviders, [])
    }

    func testARecordingIsFlattenedAsItsGraphOfRIBTypes() throws {
        // A recording where B was shown twice (B and B#2) under A and once under C: one RIB type with two parents.
        let ribs = ["Root", "A", "C", "B", "B#2", "X"].map { RIB(id: $0, view: "V") }
        var events: [TraceEvent] = []
        for (parent, child) in [(nil, 0), (0, 1), (1, 3), (3, 5), (0, 2), (2, 4)] as [(Int?, Int)] {
            events.append(TraceEvent(seq: events.count + 1, kind: .attach, parent: parent, child: child))
        }
        let proposal = try FlattenProposal(trace: Trace(ribs: ribs, events: events))
        XCTAssertEqual(proposal.input.origin, .source)
        XCTAssertEqual(proposal.input.ribs.map(\.id), ["Root", "A", "C", "B", "X"])
        XCTAssertEqual(proposal.input.ribs.first?.isRoot, true, "what the recording launched")
        XCTAssertEqual(proposal.changes.map(\.proposed), ["BWrapper"])
        XCTAssertEqual(proposal.changes.first?.parents, ["A", "C"])
    }

    func testWhatIsFlatAlreadyIsLeftAlone() throws {
        // A viewless router with deciding children under it, a navigation of three screens, a screen deciding once.
        let trace = graph(
            ["Root", "*LoggedIn", "Game", "Score", "Nav", "P1", "P2", "P3", "Menu", "Left", "Right"],
            [
                "Root>LoggedIn", "LoggedIn>Game", "LoggedIn>Nav", "Game>Score", "Nav>P1", "Nav>P2", "Nav>P3",
                "Root>Menu", "Menu>Left", "Menu>Right",
            ])
        var ribs = trace.ribs
        ribs[4].container = .navigation
        let proposal = try FlattenProposal(
            trace: Trace(origin: .source, ribs: ribs, routes: trace.routes, components: trace.components))
        XCTAssertEqual(proposal.changes, [], FlattenPlan(proposal).summary)
        XCTAssertTrue(proposal.isEmpty)
    }
}
