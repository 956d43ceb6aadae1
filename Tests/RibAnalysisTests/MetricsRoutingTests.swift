import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// Decision points, wrappers and navigation RIBs on hand-built trees; each case says why it is in or out.
final class MetricsRoutingTests: XCTestCase {
    private typealias Step = MetricsFixture.Step

    func testDecisionPointsNeedTwoChildBuildersAndAnAttachedRIB() throws {
        // Root holds builders for A, B and C (3) → a decision point at depth 1, even though only A is
        // attached. A holds one (B) → not. Off holds two but is never attached → not counted.
        let trace = MetricsFixture.trace(
            [.screen("Root"), .screen("A"), .screen("B"), .screen("C"), .screen("Off")],
            [.attach(nil, "Root"), .attach("Root", "A")],
            routes: [
                Route(parent: "Root", child: "A"), Route(parent: "Root", child: "B"),
                Route(parent: "A", child: "B"), Route(parent: "Root", child: "C"),
                Route(parent: "Off", child: "B"), Route(parent: "Off", child: "C"),
            ])
        XCTAssertEqual(
            try MetricsFixture.metrics(trace).routing.decisionPoints,
            [DecisionPoint(rib: "Root", depth: 1, routes: ["A", "B", "C"])])
    }

    /// Root ─┬─ W*  ── L          L reports to WInteractor: a wrapper
    ///       ├─ Ad* ── M          M reports to an adapter, not to AdInteractor: not a wrapper
    ///       ├─ NoRoute* ── K     K has no listener entry (accepted), but NoRoute holds no builder: not
    ///       ├─ Outer* ── Inner* ── Leaf   Inner is a wrapper (Leaf reports to it, it routes to Leaf);
    ///       │                     Outer is not: its child Inner is no leaf
    ///       ├─ Empty*            routes but has no attached child: not
    ///       └─ Screen ── S       viewful: not a wrapper whatever its children do
    func testWrappers() throws {
        let trace = MetricsFixture.trace(
            [
                .screen("Root"), .viewless("W"), .screen("L"), .viewless("Ad"), .screen("M"), .viewless("NoRoute"),
                .screen("K"), .viewless("Outer"), .viewless("Inner"), .screen("Leaf"), .viewless("Empty"),
                .screen("Screen"), .screen("S"),
            ],
            [
                .attach(nil, "Root"), .attach("Root", "W"), .attach("W", "L"), .attach("Root", "Ad"),
                .attach("Ad", "M"),
                .attach("Root", "NoRoute"), .attach("NoRoute", "K"), .attach("Root", "Outer"),
                .attach("Outer", "Inner"),
                .attach("Inner", "Leaf"), .attach("Root", "Empty"), .attach("Root", "Screen"), .attach("Screen", "S"),
            ],
            routes: [
                Route(parent: "W", child: "L"), Route(parent: "Ad", child: "M"), Route(parent: "Outer", child: "Inner"),
                Route(parent: "Inner", child: "Leaf"), Route(parent: "Empty", child: "L"),
                Route(parent: "Screen", child: "S"),
            ],
            listeners: [
                Listener(child: "L", listener: "WInteractor"), Listener(child: "M", listener: "MAdapter"),
                Listener(child: "Inner", listener: "OuterInteractor"),
                Listener(child: "Leaf", listener: "InnerInteractor"),
                Listener(child: "S", listener: "ScreenInteractor"),
            ])
        XCTAssertEqual(try MetricsFixture.metrics(trace).routing.wrappers, ["W", "Inner"])
    }

    func testAWrapperIsJudgedByItsAttachedChildrenAtThatEvent() throws {
        // W routes to A and B; A and B report to W. After seq 3 A is a leaf → W is a wrapper. After seq 4
        // A has a child of its own → W is not. After seq 5 (A gone, B attached, a leaf) → W is again.
        let trace = MetricsFixture.trace(
            [.screen("Root"), .viewless("W"), .screen("A"), .screen("B"), .screen("X")],
            [
                .attach(nil, "Root"), .attach("Root", "W"), .attach("W", "A"), .attach("A", "X"), .detach("W", "A"),
                .attach("W", "B"),
            ],
            routes: [Route(parent: "W", child: "A"), Route(parent: "W", child: "B")],
            listeners: [Listener(child: "A", listener: "WInteractor"), Listener(child: "B", listener: "WInteractor")])
        XCTAssertEqual(try MetricsFixture.metrics(trace, at: 3).routing.wrappers, ["W"])
        XCTAssertEqual(try MetricsFixture.metrics(trace, at: 4).routing.wrappers, [])
        XCTAssertEqual(try MetricsFixture.metrics(trace, at: 5).routing.wrappers, [])
        XCTAssertEqual(try MetricsFixture.metrics(trace).routing.wrappers, ["W"])
    }

    /// Navigation is what pushes screens: names, view types and screens attached together on load are no
    /// navigation (the rule before recordings were read called all but Pair, Mixed and One navigations).
    func testNavigations() throws {
        // ById "NavigationFlow": id contains "Navigation", 2 viewful children → in.
        // ByName "Flow", name "Sign-up Navigation", 2 viewful children → in.
        // ByView: view "HostNavigationController", 2 viewful children → in.
        // Stack: no hint but 3 viewful children at once → in.
        // Pair: no hint, only 2 children → out.
        // Mixed "MixedNavigation": a viewless child among 3 → out.
        // Single "OneNavigation": 1 child → out.
        var ribs: [RIB] = [
            .screen("Root"), .screen("NavigationFlow"), .screen("Flow", name: "Sign-up Navigation"),
            .fixture("ByView", view: "HostNavigationController"), .screen("Stack"), .screen("Pair"),
            .screen("MixedNavigation"), .screen("OneNavigation"),
        ]
        var steps: [Step] = [.attach(nil, "Root")]
        let children = [
            "NavigationFlow": 2, "Flow": 2, "ByView": 2, "Stack": 3, "Pair": 2, "MixedNavigation": 3,
            "OneNavigation": 1,
        ]
        for parent in ["NavigationFlow", "Flow", "ByView", "Stack", "Pair", "MixedNavigation", "OneNavigation"] {
            steps.append(.attach("Root", parent))
            for number in 1...children[parent]! {
                let child = "\(parent)-\(number)"
                ribs.append(parent == "MixedNavigation" && number == 2 ? .viewless(child) : .screen(child))
                steps.append(.attach(parent, child))
            }
        }
        let trace = MetricsFixture.trace(ribs, steps)
        // Every attach comes while its parent loads: nothing is pushed on anything.
        XCTAssertEqual(try MetricsFixture.metrics(trace).routing.navigations, [])
    }

    func testDecisionPointsWrappersAndNavigationsComeInPreorder() throws {
        // First shows First-a, then First-b instead: alternatives, and a wrapper of its leaf. Second loads
        // Second-a, then pushes Second-b and Second-c on it: a navigation, no decision point.
        let trace = MetricsFixture.trace(
            [
                .screen("Root"), .viewless("First"), .screen("First-a"), .screen("First-b"), .screen("Second"),
                .screen("Second-a"), .screen("Second-b"), .screen("Second-c"),
            ],
            [
                .attach(nil, "Root"), .attach("Root", "First"), .attach("First", "First-a"), .attach("Root", "Second"),
                .attach("Second", "Second-a"), .detach("First", "First-a"), .attach("First", "First-b"),
                .attach("Second", "Second-b"), .attach("Second", "Second-c"),
            ],
            routes: [
                Route(parent: "Second", child: "Second-a"), Route(parent: "Second", child: "Second-b"),
                Route(parent: "First", child: "First-a"), Route(parent: "First", child: "First-b"),
            ])
        let routing = try MetricsFixture.metrics(trace).routing
        XCTAssertEqual(routing.decisionPoints, [DecisionPoint(rib: "First", depth: 2, routes: ["First-a", "First-b"])])
        XCTAssertEqual(routing.wrappers, ["First"])
        XCTAssertEqual(routing.navigations, ["Second"])
    }
}
