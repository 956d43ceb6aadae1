import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// Tunnels, business-logic RIBs and the top provider on a hand-built trace.
final class MetricsDependencyTests: XCTestCase {
    private static func prop(_ name: String, _ providedBy: String?) -> DependencyProperty {
        DependencyProperty(name: name, providedBy: providedBy)
    }

    /// RIBs (component in brackets, * viewless):
    ///
    ///     Top [TopC] ─┬─ Mid [MidC] ── Low [LowC] ── Leaf [LeafC]
    ///                 ├─ Logic* [LogicC] ── Child [ChildC]
    ///                 └─ Relay* [RelayC] ── Kid [KidC]
    ///     Gone was attached under Top and detached.
    ///
    /// Component chain: Empty ← TopC ← MidC ← LowC ← LeafC; TopC ← LogicC ← ChildC; TopC ← RelayC ← KidC.
    static let trace = MetricsFixture.trace(
        [
            .screen("Top", component: "TopC"), .screen("Mid", component: "MidC"), .screen("Low", component: "LowC"),
            .screen("Leaf", component: "LeafC"), .viewless("Logic", component: "LogicC"),
            .screen("Child", component: "ChildC"), .viewless("Relay", component: "RelayC"),
            .screen("Kid", component: "KidC"), .screen("Gone", component: "GoneC"),
        ],
        [
            .attach(nil, "Top"), .attach("Top", "Mid"), .attach("Mid", "Low"), .attach("Low", "Leaf"),
            .attach("Top", "Logic"), .attach("Logic", "Child"), .attach("Top", "Relay"), .attach("Relay", "Kid"),
            .attach("Top", "Gone"), .detach("Top", "Gone"),
        ],
        dependencies: [
            DependencyEdge(
                child: "Leaf", dependency: "LeafDependency", component: "LowC",
                properties: [prop("a", "TopC"), prop("b", "LowC"), prop("c", nil), prop("d", "Elsewhere")]),
            DependencyEdge(
                child: "Child", dependency: "ChildDependency", component: "LogicC",
                properties: [prop("name", "LogicC"), prop("a", "TopC")]),
            DependencyEdge(
                child: "Kid", dependency: "KidDependency", component: "RelayC",
                properties: [prop("a", "RelayC")]),
            DependencyEdge(
                child: "Gone", dependency: "GoneDependency", component: "TopC",
                properties: [prop("a", "TopC")]),
        ],
        components: [
            ComponentLink(component: "Empty", parent: nil), ComponentLink(component: "TopC", parent: "Empty"),
            ComponentLink(component: "MidC", parent: "TopC"), ComponentLink(component: "LowC", parent: "MidC"),
            ComponentLink(component: "LeafC", parent: "LowC"), ComponentLink(component: "LogicC", parent: "TopC"),
            ComponentLink(component: "ChildC", parent: "LogicC"), ComponentLink(component: "RelayC", parent: "TopC"),
            ComponentLink(component: "KidC", parent: "RelayC"),
        ])

    func testTunnels() throws {
        // Leaf.a: from LowC up: LowC (1), MidC (2), then TopC provides it → 2.
        // Leaf.b: LowC provides it itself → 0. Leaf.c: no providedBy, so the edge's LowC → 0.
        // Leaf.d: "Elsewhere" is not in the chain → unknown. Child.name: LogicC itself → 0.
        // Child.a: LogicC (1), then TopC → 1. Kid.a: RelayC itself → 0. Gone is detached: no tunnel.
        let deps = try MetricsFixture.metrics(Self.trace).dependencies
        XCTAssertEqual(
            deps.tunnels,
            [
                Tunnel(consumer: "Leaf", dependency: "LeafDependency", property: "a", providedBy: "TopC", length: 2),
                Tunnel(consumer: "Leaf", dependency: "LeafDependency", property: "b", providedBy: "LowC", length: 0),
                Tunnel(consumer: "Leaf", dependency: "LeafDependency", property: "c", providedBy: "LowC", length: 0),
                Tunnel(
                    consumer: "Leaf", dependency: "LeafDependency", property: "d", providedBy: "Elsewhere", length: nil,
                    unknown: UnknownTunnel(
                        path: "dependencies[0].properties[3].providedBy",
                        reason: "the component chain (components) does not name Elsewhere")),
                Tunnel(
                    consumer: "Child", dependency: "ChildDependency", property: "name", providedBy: "LogicC", length: 0),
                Tunnel(consumer: "Child", dependency: "ChildDependency", property: "a", providedBy: "TopC", length: 1),
                Tunnel(consumer: "Kid", dependency: "KidDependency", property: "a", providedBy: "RelayC", length: 0),
            ])
        // Known lengths 2 + 0 + 0 + 0 + 1 + 0 = 3 over 6 tunnels; Leaf.d counts apart.
        XCTAssertEqual(deps.maximumTunnel, 2)
        XCTAssertEqual(deps.meanTunnel, 3.0 / 6.0, accuracy: 1e-12)
        XCTAssertEqual(deps.unknownTunnels, 1)
    }

    func testTopProviderTiesGoToTheFirstInTraceOrder() throws {
        // TopC provides Leaf.a and Child.a (2), LowC Leaf.b and Leaf.c (2), the others 1 each.
        // TopC and LowC tie; TopC's first tunnel (Leaf.a) comes before LowC's (Leaf.b).
        let deps = try MetricsFixture.metrics(Self.trace).dependencies
        XCTAssertEqual(deps.topProvider, ProviderCount(component: "TopC", properties: 2))
    }

    func testStaticFromDynamic() throws {
        // Logic is viewless and its LogicC provides "name" to its child Child; no component above LogicC
        // (TopC, Empty) provides a "name" → Logic turns a build argument into a static dependency.
        // Relay is viewless and its RelayC provides "a" to Kid, but TopC above it provides an "a" too
        // (to Leaf and Child) → Relay merely re-provides it: not counted.
        // Low provides "b" to Leaf and nothing above provides "b", but Low is viewful → not counted.
        XCTAssertEqual(try MetricsFixture.metrics(Self.trace).dependencies.staticFromDynamic, ["Logic"])
    }

    func testStaticFromDynamicNeedsTheChildAttached() throws {
        // After seq 5 Logic is attached but Child is not yet: no edge of an attached child → not counted.
        XCTAssertEqual(try MetricsFixture.metrics(Self.trace, at: 5).dependencies.staticFromDynamic, [])
        XCTAssertEqual(try MetricsFixture.metrics(Self.trace, at: 6).dependencies.staticFromDynamic, ["Logic"])
    }

    func testAComponentOutsideTheChainHasNoKnownAncestors() throws {
        // Solo* [SoloC] provides "x" to Sub; SoloC is not in the (empty) chain, so no ancestor is known to
        // provide "x" → counted. The tunnel's length is 0: providedBy is the satisfying component.
        let trace = MetricsFixture.trace(
            [.viewless("Solo", component: "SoloC"), .screen("Sub")], [.attach(nil, "Solo"), .attach("Solo", "Sub")],
            dependencies: [
                DependencyEdge(
                    child: "Sub", dependency: "SubDependency", component: "SoloC",
                    properties: [Self.prop("x", "SoloC")])
            ])
        let deps = try MetricsFixture.metrics(trace).dependencies
        XCTAssertEqual(deps.staticFromDynamic, ["Solo"])
        XCTAssertEqual(deps.tunnels.map(\.length), [0])
    }

    func testProviderBelowOrBesideTheSatisfyingComponentAndACycleAreUnknown() throws {
        // Chain: P ← Q ← R, and X ↔ Y in a cycle. Edge satisfied by Q: "down" provided by R (below Q: never
        // reached walking up) → unknown; "side" provided by S (not in the chain) → unknown; "up" by P → 1
        // (Q, then P). Edge satisfied by X, provided by Y: the cycle has no root → unknown.
        let trace = MetricsFixture.trace(
            [.screen("A"), .screen("B"), .screen("C")], [.attach(nil, "A"), .attach("A", "B"), .attach("A", "C")],
            dependencies: [
                DependencyEdge(
                    child: "B", dependency: "BDependency", component: "Q",
                    properties: [Self.prop("down", "R"), Self.prop("side", "S"), Self.prop("up", "P")]),
                DependencyEdge(
                    child: "C", dependency: "CDependency", component: "X", properties: [Self.prop("y", "Y")]),
            ],
            components: [
                ComponentLink(component: "P", parent: nil), ComponentLink(component: "Q", parent: "P"),
                ComponentLink(component: "R", parent: "Q"), ComponentLink(component: "X", parent: "Y"),
                ComponentLink(component: "Y", parent: "X"),
            ])
        let tunnels = try MetricsFixture.metrics(trace).dependencies.tunnels
        XCTAssertEqual(tunnels.map(\.length), [nil, nil, 1, nil])
        XCTAssertEqual(
            tunnels.map { $0.unknown?.reason },
            [
                "R is not above Q in the component chain (components)",
                "the component chain (components) does not name S", nil,
                "the component chain (components) has a cycle through Y",
            ])
    }

    func testAParentNamedOnlyAsAParentStillCounts() throws {
        // The chain lists Low → Mid and Mid → Top but has no entry of its own for Top: Top is still the
        // end of the walk. From Low: Low (1), Mid (2), Top → 2.
        let trace = MetricsFixture.trace(
            [.screen("A"), .screen("B")], [.attach(nil, "A"), .attach("A", "B")],
            dependencies: [
                DependencyEdge(
                    child: "B", dependency: "BDependency", component: "Low",
                    properties: [Self.prop("p", "Top")])
            ],
            components: [
                ComponentLink(component: "Low", parent: "Mid"), ComponentLink(component: "Mid", parent: "Top"),
            ])
        XCTAssertEqual(try MetricsFixture.metrics(trace).dependencies.maximumTunnel, 2)
    }
}
