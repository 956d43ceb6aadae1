import XCTest

@testable import RibAnalysis
@testable import RibTrace

extension RIB {
    /// A RIB for the metrics fixtures: viewful when `view` is given, its interactor `<id>Interactor`.
    static func fixture(
        _ id: String, view: String? = nil, interactor: String? = nil, component: String? = nil,
        name: String? = nil
    ) -> RIB {
        RIB(id: id, name: name, interactor: interactor ?? "\(id)Interactor", view: view, component: component)
    }

    /// A viewless RIB for the metrics fixtures.
    static func viewless(_ id: String, interactor: String? = nil, component: String? = nil, name: String? = nil) -> RIB
    {
        fixture(id, interactor: interactor, component: component, name: name)
    }

    /// A viewful RIB for the metrics fixtures (its view is `<id>ViewController`).
    static func screen(_ id: String, component: String? = nil, interactor: String? = nil, name: String? = nil) -> RIB {
        fixture(id, view: "\(id)ViewController", interactor: interactor, component: component, name: name)
    }
}

/// Builds small traces in code for the metrics tests: RIBs by id, attach/detach events by id.
enum MetricsFixture {
    /// One step of a script: attach or detach `child` under `parent` (nil: a root).
    enum Step {
        case attach(String?, String)
        case detach(String?, String)
    }

    /// A trace whose events are `steps`, seqs 1, 2, 3…
    static func trace(
        _ ribs: [RIB], _ steps: [Step], routes: [Route] = [], dependencies: [DependencyEdge] = [],
        components: [ComponentLink] = [], listeners: [Listener] = []
    ) -> Trace {
        let index = Dictionary(uniqueKeysWithValues: ribs.enumerated().map { ($1.id, $0) })
        let events = steps.enumerated().map { number, step -> TraceEvent in
            switch step {
            case .attach(let parent, let child):
                TraceEvent(seq: number + 1, kind: .attach, parent: parent.map { index[$0]! }, child: index[child]!)
            case .detach(let parent, let child):
                TraceEvent(seq: number + 1, kind: .detach, parent: parent.map { index[$0]! }, child: index[child]!)
            }
        }
        return Trace(
            app: "fixture", ribs: ribs, routes: routes, events: events, dependencies: dependencies,
            components: components, adapters: [], listeners: listeners)
    }

    /// The metrics of the tree after the last event of `trace`.
    static func metrics(_ trace: Trace, at seq: Int? = nil) throws -> TreeMetrics {
        TreeMetrics(trace: trace, tree: try TraceReplayer(trace: LoadedTrace(trace, source: "fixture")).tree(at: seq))
    }
}

/// Size, depth and fan-out on hand-built trees whose answers are worked out in the comments.
final class MetricsTreeTests: XCTestCase {
    func testEmptyTreeIsAllZero() throws {
        let trace = MetricsFixture.trace([RIB.screen("Root")], [])
        let metrics = try MetricsFixture.metrics(trace)
        XCTAssertEqual(metrics.size, SizeMetrics(ribs: 0, viewful: 0, viewless: 0))
        XCTAssertEqual(metrics.depth, DepthMetrics(maximum: 0, meanLeafDepth: 0, perLevel: [], longestViewlessChain: 0))
        XCTAssertEqual(metrics.fanOut, FanOutMetrics(maximum: 0, mean: 0))
        XCTAssertEqual(metrics.routing, RoutingMetrics(decisionPoints: [], wrappers: [], navigations: []))
        XCTAssertEqual(
            metrics.dependencies,
            DependencyMetrics(
                tunnels: [], maximumTunnel: 0, meanTunnel: 0,
                staticFromDynamic: [], topProvider: nil))
    }

    func testLoneRootHasDepthOne() throws {
        let trace = MetricsFixture.trace([RIB.viewless("Root")], [.attach(nil, "Root")])
        let metrics = try MetricsFixture.metrics(trace)
        // One viewless root: depth 1, itself a leaf at depth 1, a viewless chain of 1, no children.
        XCTAssertEqual(metrics.size, SizeMetrics(ribs: 1, viewful: 0, viewless: 1))
        XCTAssertEqual(
            metrics.depth, DepthMetrics(maximum: 1, meanLeafDepth: 1, perLevel: [1], longestViewlessChain: 1))
        XCTAssertEqual(metrics.fanOut, FanOutMetrics(maximum: 0, mean: 0))
    }

    /// R ─┬─ A* ─┬─ A1* ── A11        (* viewless)
    ///    │      └─ A2
    ///    └─ B   (D was attached under B, then detached)
    /// X*        (a second root)        N (never attached)
    static let shaped = MetricsFixture.trace(
        [
            .screen("R"), .viewless("A"), .viewless("A1"), .screen("A11"), .screen("A2"), .screen("B"), .screen("D"),
            .viewless("X"),
            .screen("N"),
        ],
        [
            .attach(nil, "R"), .attach("R", "A"), .attach("A", "A1"), .attach("A1", "A11"), .attach("A", "A2"),
            .attach("R", "B"), .attach("B", "D"), .detach("B", "D"), .attach(nil, "X"),
        ]
    )

    func testSizeCountsAttachedRIBsOnly() throws {
        // Attached: R, A, A1, A11, A2, B, X = 7 (D is detached, N never attached).
        // Viewful: R, A11, A2, B = 4; viewless: A, A1, X = 3.
        let metrics = try MetricsFixture.metrics(Self.shaped)
        XCTAssertEqual(metrics.size, SizeMetrics(ribs: 7, viewful: 4, viewless: 3))
        XCTAssertEqual(
            SizeMetrics(
                trace: Self.shaped, tree: try TraceReplayer(trace: LoadedTrace(Self.shaped, source: "f")).tree()),
            metrics.size)
    }

    func testDepth() throws {
        // Depths: R 1, A 2, A1 3, A11 4, A2 3, B 2, X 1 → maximum 4.
        // Per level: {R, X} 2, {A, B} 2, {A1, A2} 2, {A11} 1.
        // Leaves (no attached child): A11 (4), A2 (3), B (2; D left), X (1) → mean 10 / 4 = 2.5.
        // Viewless runs: A → A1 is 2 in a row; X alone is 1 → longest 2.
        let metrics = try MetricsFixture.metrics(Self.shaped)
        XCTAssertEqual(
            metrics.depth,
            DepthMetrics(
                maximum: 4, meanLeafDepth: 2.5, perLevel: [2, 2, 2, 1],
                longestViewlessChain: 2))
    }

    func testViewlessChainIsBrokenByAViewfulRIB() throws {
        // a* → b* → c → d* → e* → f*: runs of 2 then 3 → longest 3, not 5.
        let trace = MetricsFixture.trace(
            [.viewless("a"), .viewless("b"), .screen("c"), .viewless("d"), .viewless("e"), .viewless("f")],
            [
                .attach(nil, "a"), .attach("a", "b"), .attach("b", "c"), .attach("c", "d"), .attach("d", "e"),
                .attach("e", "f"),
            ])
        XCTAssertEqual(try MetricsFixture.metrics(trace).depth.longestViewlessChain, 3)
    }

    func testFanOut() throws {
        // Parents: R has A and B (2), A has A1 and A2 (2), A1 has A11 (1); B lost D, so it is no parent.
        // Maximum 2; mean over the 3 parents (2 + 2 + 1) / 3.
        let metrics = try MetricsFixture.metrics(Self.shaped)
        XCTAssertEqual(metrics.fanOut.maximum, 2)
        XCTAssertEqual(metrics.fanOut.mean, 5.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(
            FanOutMetrics(tree: try TraceReplayer(trace: LoadedTrace(Self.shaped, source: "f")).tree()), metrics.fanOut)
    }

    func testMetricsAtAnEarlierEvent() throws {
        // After seq 4 (A11 attached under A1): R 1, A 2, A1 3, A11 4; one leaf at depth 4.
        let metrics = try MetricsFixture.metrics(Self.shaped, at: 4)
        XCTAssertEqual(metrics.size.ribs, 4)
        XCTAssertEqual(
            metrics.depth,
            DepthMetrics(
                maximum: 4, meanLeafDepth: 4, perLevel: [1, 1, 1, 1],
                longestViewlessChain: 2))
        XCTAssertEqual(metrics.fanOut, FanOutMetrics(maximum: 1, mean: 1))
    }

    func testTwentyThousandLevelsNeedNoRecursion() throws {
        // A chain of 20,000 RIBs, every one viewless, each component under the previous one, and each RIB's
        // Dependency satisfied by its parent's component with a property provided by the root's component.
        // RIB i (depth i + 1) gets its property through components i-1 … 1: i - 1 pass-throughs.
        let count = 20_000
        let ribs = (0..<count).map { RIB.viewless("R\($0)", component: "C\($0)") }
        let steps = (0..<count).map { MetricsFixture.Step.attach($0 == 0 ? nil : "R\($0 - 1)", "R\($0)") }
        let components = (0..<count).map { ComponentLink(component: "C\($0)", parent: $0 == 0 ? nil : "C\($0 - 1)") }
        let edges = (1..<count).map {
            DependencyEdge(
                child: "R\($0)", dependency: "D\($0)", component: "C\($0 - 1)",
                properties: [DependencyProperty(name: "root", providedBy: "C0")])
        }
        let trace = MetricsFixture.trace(ribs, steps, dependencies: edges, components: components)
        let metrics = try MetricsFixture.metrics(trace)
        XCTAssertEqual(metrics.depth.maximum, count)
        XCTAssertEqual(metrics.depth.longestViewlessChain, count)
        XCTAssertEqual(metrics.depth.meanLeafDepth, Double(count))
        XCTAssertEqual(metrics.dependencies.tunnels.count, count - 1)
        XCTAssertEqual(metrics.dependencies.maximumTunnel, count - 2)
        // Lengths 0 … 19,998: mean 9,999.
        XCTAssertEqual(metrics.dependencies.meanTunnel, Double(count - 2) / 2, accuracy: 1e-9)
        XCTAssertEqual(metrics.dependencies.topProvider, ProviderCount(component: "C0", properties: count - 1))
        // Only R0 provides "root" itself (to R1) and no component above C0 provides it.
        XCTAssertEqual(metrics.dependencies.staticFromDynamic, ["R0"])
        let history = try TraceMetrics(trace: LoadedTrace(trace, source: "trace"))
        XCTAssertEqual(history.maximumDepth, count)
        XCTAssertEqual(history.deepestSeq, count)
    }
}
