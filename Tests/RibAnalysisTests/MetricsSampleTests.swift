import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// The metrics of the samples: the vertical and flattened trees of the RIBs Flattening article, the
/// business-logic RIB, and the TicTacToe tutorial.
final class MetricsSampleTests: XCTestCase {
    private func metrics(_ name: String, at seq: Int? = nil) throws -> TreeMetrics {
        let trace = try SampleTraces.trace(name)
        return TreeMetrics(trace: trace, tree: try TraceReplayer(trace: LoadedTrace(trace, source: name)).tree(at: seq))
    }

    func testVerticalDecidesRoutesDeep() throws {
        // The last tree is one path A → AA → B → 가 → 나 → 🥝, every RIB viewful.
        let metrics = try metrics("vertical")
        XCTAssertEqual(metrics.size, SizeMetrics(ribs: 6, viewful: 6, viewless: 0))
        XCTAssertEqual(
            metrics.depth,
            DepthMetrics(
                maximum: 6, meanLeafDepth: 6, perLevel: [1, 1, 1, 1, 1, 1],
                longestViewlessChain: 0))
        XCTAssertEqual(metrics.fanOut, FanOutMetrics(maximum: 1, mean: 1))
        // B chooses between 가 and 🔴 three levels down; 나 between 다 and 🥝 five levels down.
        XCTAssertEqual(
            metrics.routing.decisionPoints,
            [
                DecisionPoint(rib: "B", depth: 3, routes: ["가", "🔴"]),
                DecisionPoint(rib: "나", depth: 5, routes: ["다", "🥝"]),
            ])
        XCTAssertEqual(metrics.routing.wrappers, [])
        XCTAssertEqual(metrics.routing.navigations, [])
    }

    func testVerticalTunnelsDependenciesThroughEveryLevel() throws {
        let deps = try metrics("vertical").dependencies
        // 🥝's session comes from AComponent; its Dependency is satisfied by 나Component, and the walk up
        // passes 나Component, 가Component, BComponent and AAComponent before AComponent: 4.
        XCTAssertEqual(
            deps.tunnels.first { $0.consumer == "🥝" && $0.property == "session" },
            Tunnel(
                consumer: "🥝", dependency: "🥝Dependency", property: "session", providedBy: "AComponent",
                length: 4))
        // Attached consumers AA, B, 가, 나, 🥝 (다 and 🔴 were detached): session lengths 0, 1, 2, 3, 4 and
        // orderStream (from AAComponent) 0, 1, 2, 3 for B, 가, 나, 🥝 → 9 tunnels, total 16.
        XCTAssertEqual(deps.tunnels.map(\.length), [0, 1, 0, 2, 1, 3, 2, 4, 3])
        XCTAssertEqual(deps.maximumTunnel, 4)
        XCTAssertEqual(deps.meanTunnel, 16.0 / 9.0, accuracy: 1e-12)
        // AComponent provides session to 5 attached RIBs; AAComponent orderStream to 4.
        XCTAssertEqual(deps.topProvider, ProviderCount(component: "AComponent", properties: 5))
        XCTAssertEqual(deps.staticFromDynamic, [])
    }

    func testFlattenedHasWrappersAndANavigationAndIsShallower() throws {
        let vertical = try metrics("vertical")
        // Last tree: A → BCWrapper* → DEWrapper* → E, and Navigation → CaseA…CaseD.
        let last = try metrics("flattened")
        XCTAssertEqual(last.depth.maximum, 4)
        XCTAssertLessThan(last.depth.maximum, vertical.depth.maximum)
        XCTAssertEqual(last.depth.perLevel, [2, 5, 1, 1])
        XCTAssertEqual(last.depth.longestViewlessChain, 2)
        XCTAssertEqual(last.routing.navigations, ["Navigation"])
        // DEWrapper routes to D and E and E, a leaf, reports to DEWrapperInteractor. BCWrapper hosts
        // DEWrapper, which is no leaf, so at this event BCWrapper is not counted.
        XCTAssertEqual(last.routing.wrappers, ["DEWrapper"])
        XCTAssertEqual(
            last.routing.decisionPoints,
            [
                DecisionPoint(rib: "BCWrapper", depth: 2, routes: ["B", "C", "DEWrapper"]),
                DecisionPoint(rib: "DEWrapper", depth: 3, routes: ["D", "E"]),
            ])
        // Navigation holds four builders but shows its cases together: it pushes them, it does not choose.
        // The decision points sit at most 3 levels down, against vertical's 5.
        XCTAssertLessThan(
            last.routing.decisionPoints.map(\.depth).max()!,
            vertical.routing.decisionPoints.map(\.depth).max()!)
        // After seq 5 (C attached under BCWrapper and reporting to it) BCWrapper is a wrapper.
        XCTAssertEqual(try metrics("flattened", at: 5).routing.wrappers, ["BCWrapper"])
    }

    func testFlattenedWrappersOverTheWholeTrace() throws {
        // Over every event, the wrappers found are exactly the article's BC and DE wrappers.
        let trace = try SampleTraces.trace("flattened")
        var found: [String] = []
        try TraceReplayer(trace: LoadedTrace(trace, source: "flattened")).forEachTree { tree, _, _ in
            for id in TreeMetrics(trace: trace, tree: tree).routing.wrappers where !found.contains(id) {
                found.append(id)
            }
        }
        XCTAssertEqual(found, ["BCWrapper", "DEWrapper"])
    }

    func testFlattenedTunnelsAreShort() throws {
        // session from AComponent reaches E through DEWrapperComponent and BCWrapperComponent: 2, the longest.
        let deps = try metrics("flattened").dependencies
        XCTAssertEqual(deps.maximumTunnel, 2)
        XCTAssertLessThan(deps.maximumTunnel, try metrics("vertical").dependencies.maximumTunnel)
    }

    func testBusinessLogicRIBIsFound() throws {
        // ChildLogic is viewless; its ChildLogicComponent provides `name` (the dynamic build argument) to
        // Child, and no component above it provides a `name`.
        let metrics = try metrics("business-logic")
        XCTAssertEqual(metrics.dependencies.staticFromDynamic, ["ChildLogic"])
        // Parent holds two builders but shows ChildLogic and Child#2 together (seq 5): no decision point.
        XCTAssertEqual(metrics.routing.decisionPoints, [])
        // Structurally ChildLogic is also a wrapper: viewless, it routes to Child, a leaf reporting to
        // ChildLogicInteractor. What sets it apart is staticFromDynamic.
        XCTAssertEqual(metrics.routing.wrappers, ["ChildLogic"])
    }

    func testTicTacToe() throws {
        // Last tree: Root → LoggedIn* → OffGame → BasicScoreBoard.
        let metrics = try metrics("tictactoe")
        XCTAssertEqual(metrics.size, SizeMetrics(ribs: 4, viewful: 3, viewless: 1))
        XCTAssertEqual(metrics.depth.maximum, 4)
        // LoggedIn turns the player names it is built with into OffGame's static dependencies.
        XCTAssertEqual(metrics.dependencies.staticFromDynamic, ["LoggedIn"])
        XCTAssertEqual(metrics.routing.decisionPoints.map(\.rib), ["Root", "LoggedIn"])
        // While TicTacToe is attached (seq 8) it reports to TicTacToeAdapter, not to LoggedInInteractor.
        XCTAssertEqual(try self.metrics("tictactoe", at: 8).routing.wrappers, [])
    }
}
