import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// Decision points and navigations judged by what routers did in the recording, and tunnels whose length
/// the component chain cannot tell.
final class RouterBehaviourMetricsTests: XCTestCase {
    /// Root loads Alt (showing A), Pay (showing X of X|Y), Tabs (T1, T2, T3 together), Nav (S1) and the
    /// viewless W (L); later Alt switches A for B and Nav pushes S2 on S1.
    ///
    /// - Alt: A and B, never together → a decision point. Pay: routes X and Y, only X ever shown, never
    ///   two at once → a decision point. Root, Tabs, Nav attach children together → not.
    /// - Nav pushed S2 while S1 stayed → navigation. Tabs holds three screens, but all from its load → not;
    ///   W's one child is no push.
    private func trace() -> Trace {
        MetricsFixture.trace(
            [
                .screen("Root"), .screen("Alt"), .screen("A"), .screen("B"), .screen("Pay"), .screen("X"), .screen("Y"),
                .screen("Tabs"), .screen("T1"), .screen("T2"), .screen("T3"), .screen("Nav"), .screen("S1"),
                .screen("S2"),
                .viewless("W"), .screen("L"),
            ],
            [
                .attach(nil, "Root"), .attach("Root", "Alt"), .attach("Alt", "A"), .attach("Root", "Pay"),
                .attach("Pay", "X"),
                .attach("Root", "Tabs"), .attach("Tabs", "T1"), .attach("Tabs", "T2"), .attach("Tabs", "T3"),
                .attach("Root", "Nav"), .attach("Nav", "S1"), .attach("Root", "W"), .attach("W", "L"),
                .detach("Alt", "A"), .attach("Alt", "B"), .attach("Nav", "S2"),
            ],
            routes: [
                Route(parent: "Root", child: "Alt"), Route(parent: "Root", child: "Pay"),
                Route(parent: "Root", child: "Tabs"),
                Route(parent: "Root", child: "Nav"), Route(parent: "Root", child: "W"),
                Route(parent: "Alt", child: "A"),
                Route(parent: "Alt", child: "B"), Route(parent: "Pay", child: "X"), Route(parent: "Pay", child: "Y"),
                Route(parent: "Nav", child: "S1"), Route(parent: "Nav", child: "S2"), Route(parent: "W", child: "L"),
            ])
    }

    func testDecisionPointsAreRoutersOfAlternatives() throws {
        let routing = try MetricsFixture.metrics(trace()).routing
        XCTAssertEqual(
            routing.decisionPoints,
            [
                DecisionPoint(rib: "Alt", depth: 2, routes: ["A", "B"]),
                DecisionPoint(rib: "Pay", depth: 2, routes: ["X", "Y"]),
            ])
    }

    func testNavigationsPushScreens() throws {
        XCTAssertEqual(try MetricsFixture.metrics(trace()).routing.navigations, ["Nav"])
        // Before S2 is pushed the recording shows no push: the whole trace counts, but Nav at seq 15 is
        // judged by the same recording, so it is a navigation there too; a trace that stops before the push is not.
        var early = trace()
        early.events.removeLast()
        XCTAssertEqual(try MetricsFixture.metrics(early).routing.navigations, [])
    }

    /// A scan is the graph of what each router can attach: routers holding two builders are decision points,
    /// and a navigation controller view with two screens is a navigation.
    func testSourceTracesUseRoutesAndViewTypes() throws {
        var source = MetricsFixture.trace(
            [
                .screen("Root"), .screen("A"), .screen("B"), .fixture("Stack", view: "MyNavigationController"),
                .screen("P"), .screen("Q"),
            ],
            [],
            routes: [
                Route(parent: "Root", child: "A"), Route(parent: "Root", child: "B"),
                Route(parent: "A", child: "Stack"),
                Route(parent: "Stack", child: "P"), Route(parent: "Stack", child: "Q"),
            ])
        source.origin = .source
        let routing = try MetricsFixture.metrics(source).routing
        XCTAssertEqual(routing.decisionPoints.map(\.rib), ["Root", "Stack"], "Stack's router holds two builders too")
        XCTAssertEqual(routing.navigations, ["Stack"])
    }

    /// Root ← A ← B in the chain; B's edge takes `p` from GhostComponent (not in the chain), `q` from
    /// AComponent (1 level up: passes through 1), `r` from CComponent (a cycle C ⇄ D).
    func testTunnelsOfUnknownLength() throws {
        let trace = MetricsFixture.trace(
            [.screen("Root"), .screen("B")], [.attach(nil, "Root"), .attach("Root", "B")],
            dependencies: [
                DependencyEdge(
                    child: "B", dependency: "BDependency", component: "BComponent",
                    properties: [
                        DependencyProperty(name: "p", providedBy: "GhostComponent"),
                        DependencyProperty(name: "q", providedBy: "AComponent"),
                        DependencyProperty(name: "r", providedBy: "CComponent"),
                    ])
            ],
            components: [
                ComponentLink(component: "AComponent", parent: nil),
                ComponentLink(component: "BComponent", parent: "AComponent"),
                ComponentLink(component: "CComponent", parent: "DComponent"),
                ComponentLink(component: "DComponent", parent: "CComponent"),
            ])
        let dependencies = try MetricsFixture.metrics(trace).dependencies
        XCTAssertEqual(dependencies.tunnels.map(\.length), [nil, 1, nil])
        XCTAssertEqual(
            dependencies.tunnels[0].unknown,
            UnknownTunnel(
                path: "dependencies[0].properties[0].providedBy",
                reason: "the component chain (components) does not name GhostComponent"))
        XCTAssertEqual(
            dependencies.tunnels[2].unknown?.reason, "the component chain (components) has a cycle through CComponent")
        XCTAssertEqual(dependencies.maximumTunnel, 1)
        XCTAssertEqual(dependencies.meanTunnel, 1)
        XCTAssertEqual(dependencies.unknownTunnels, 2)
        XCTAssertEqual(
            dependencies.warnings(file: "t.json").first,
            "t.json: dependencies[0].properties[0].providedBy: \"p\" (BDependency of B) is provided by GhostComponent, "
                + "but the component chain (components) does not name GhostComponent; its tunnel length is unknown")
    }
}
