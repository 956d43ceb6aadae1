import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// Tunnels and `provided-by` on a scan's graph, where a RIB type attached by two parents has one dependency
/// edge per parent: Root → A, B; A → Web and B → Web. Web's `url` comes through A's edge from GhostComponent
/// (missing from the component chain: unknown length), through B's from RootComponent, one level above
/// BComponent (length 1).
final class GraphTunnelTests: XCTestCase {
    private func trace(webEdges: [DependencyEdge]) -> Trace {
        Trace(
            app: "graph", origin: .source,
            ribs: [
                RIB(id: "Root", view: "RootVC", isRoot: true), RIB(id: "A", view: "AVC"), RIB(id: "B", view: "BVC"),
                RIB(id: "Web", view: "WebVC"),
            ],
            routes: [
                Route(parent: "Root", child: "A"), Route(parent: "Root", child: "B"), Route(parent: "A", child: "Web"),
                Route(parent: "B", child: "Web"),
            ],
            dependencies: webEdges,
            components: [
                ComponentLink(component: "RootComponent", parent: nil),
                ComponentLink(component: "AComponent", parent: "RootComponent"),
                ComponentLink(component: "BComponent", parent: "RootComponent"),
            ])
    }

    private let throughA = DependencyEdge(
        child: "Web", parent: "A", dependency: "WebDependency", component: "AComponent",
        properties: [DependencyProperty(name: "url", providedBy: "GhostComponent")])
    private let throughB = DependencyEdge(
        child: "Web", parent: "B", dependency: "WebDependency", component: "BComponent",
        properties: [DependencyProperty(name: "url", providedBy: "RootComponent")])

    private func metrics(_ trace: Trace) throws -> TreeMetrics {
        TreeMetrics(trace: trace, tree: try TraceReplayer(trace: LoadedTrace(trace, source: "graph.json")).tree())
    }

    func testARIBTypesPropertyIsOneTunnelTheLongestKnownWhicheverEdgeComesFirst() throws {
        for edges in [[throughA, throughB], [throughB, throughA]] {
            let dependencies = try metrics(trace(webEdges: edges)).dependencies
            XCTAssertEqual(
                dependencies.tunnels,
                [
                    Tunnel(
                        consumer: "Web", dependency: "WebDependency", property: "url",
                        providedBy: "RootComponent", length: 1, parent: "B")
                ])
            XCTAssertEqual(dependencies.unknownTunnels, 0, "a length from one route is known")
            XCTAssertEqual(dependencies.maximumTunnel, 1)
            XCTAssertEqual(dependencies.topProvider, ProviderCount(component: "RootComponent", properties: 1))
        }
        let unknown = try metrics(trace(webEdges: [throughA])).dependencies
        XCTAssertEqual(unknown.tunnels.map(\.length), [nil], "unknown when no route gives a length")
        XCTAssertEqual(unknown.unknownTunnels, 1)
    }

    func testTheGraphsOwnFigures() throws {
        let graph = try XCTUnwrap(try metrics(trace(webEdges: [throughA, throughB])).graph)
        XCTAssertEqual(
            graph, GraphMetrics(routes: 4, shared: [SharedRIB(rib: "Web", parents: 2)], unreachable: [], onCycles: []))
    }

    func testAPropertyFromTheWrongComponentOnTwoEdgesIsOneViolationNamingBoth() throws {
        let trace = trace(webEdges: [throughA, throughB])
        let violations = RuleChecker(
            rules: RuleSet().with(\.providedBy, [ProviderRule(property: "url", component: "WebComponent")])
        )
        .check(trace: trace, tree: try TraceReplayer(trace: LoadedTrace(trace, source: "graph.json")).tree())
        XCTAssertEqual(
            violations.map(\.line),
            [
                #"provided-by: Web: "url" (WebDependency) is provided by GhostComponent (under A) and RootComponent (under B); "#
                    + "the rules want WebComponent"
            ])
        XCTAssertEqual(violations.map(\.fingerprint), ["provided-by Web WebDependency.url"])
    }
}
