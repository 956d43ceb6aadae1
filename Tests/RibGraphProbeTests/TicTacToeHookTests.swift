import Foundation
import RibGraphProbe
import TicTacToeFixture
import XCTest

@testable import RibTrace

/// The TicTacToe session recorded through the explicit hooks instead of `observe()`. The fixture's RIBs
/// classes are final and have no hook points, so after each step the test reports what changed: detaches
/// of the tops of removed subtrees while those routers are alive, then (after the old routers are
/// released, as `currentChild = new` does) the attaches, in one of two orders. Children first is the
/// the probe guide's (docs/probe.md) order for a base router: `attachChild` returns after the child's `didLoad` attached its own
/// children (OffGame's BasicScoreBoard, LoggedIn's OffGame from its interactor's `didBecomeActive`), so
/// the innermost calls report first. Parents first is the order of interactor activation.
final class TicTacToeHookTests: XCTestCase {
    private enum Style { case routers, interactors }
    private enum Order { case childrenFirst, parentsFirst }

    private struct Edge {
        let router: Routing
        let parent: Routing?
        var key: [ObjectIdentifier] { [ObjectIdentifier(router)] + (parent.map { [ObjectIdentifier($0)] } ?? []) }
    }

    private func edges(from root: Routing, order: Order = .parentsFirst) -> [Edge] {
        var result: [Edge] = []
        func visit(_ router: Routing, _ parent: Routing?) {
            if order == .parentsFirst { result.append(Edge(router: router, parent: parent)) }
            for child in router.children { visit(child, router) }
            if order == .childrenFirst { result.append(Edge(router: router, parent: parent)) }
        }
        visit(root, nil)
        return result
    }

    /// Runs `step` and reports its changes through the hooks of `style`, to the shared probe as the probe guide's
    /// snippets do.
    private func perform(
        _ step: ScriptedStep, on session: TicTacToeSession, style: Style, order: Order,
        reporting: (Routing) -> Void = { _ in }
    ) {
        let root = session.rootRouter as! Routing
        var added: [Edge] = []
        do {
            let before = session.isLaunched ? edges(from: root) : []
            session.perform(step)
            let after = edges(from: root, order: order)
            let afterKeys = Set(after.map(\.key))
            let beforeKeys = Set(before.map(\.key))
            var removed: Set<ObjectIdentifier> = []
            for edge in before where !afterKeys.contains(edge.key) {
                if let parent = edge.parent, removed.contains(ObjectIdentifier(parent)) {
                    removed.insert(ObjectIdentifier(edge.router))
                    continue
                }
                removed.insert(ObjectIdentifier(edge.router))
                switch style {
                case .routers: RibProbe.shared?.willDetach(edge.router, from: edge.parent)
                case .interactors: RibProbe.shared?.interactorWillResignActive(edge.router.interactable)
                }
            }
            added = after.filter { !beforeKeys.contains($0.key) }
        }
        for edge in added {
            reporting(edge.router)
            switch style {
            case .routers: RibProbe.shared?.didAttach(edge.router, to: edge.parent)
            case .interactors: RibProbe.shared?.interactorDidBecomeActive(edge.router.interactable)
            }
        }
    }

    private func record(_ style: Style, _ order: Order) throws -> RibProbe {
        let session = TicTacToeSession()
        let probe = RibProbe.start(root: session.rootRouter, app: "TicTacToe")
        defer { RibProbe.stop() }
        for step in TicTacToeSession.scriptedSteps {
            perform(step, on: session, style: style, order: order)
        }
        XCTAssertEqual(try replayedTree(probe.export()), TicTacToeProbeTests.expectedTrees.last)
        return probe
    }

    func testRouterHooksInTheReadmesOrderRecordTheSameEventsAsObserve() throws {
        let probe = try record(.routers, .childrenFirst)
        XCTAssertEqual(eventLines(probe.export()), Array(TicTacToeProbeTests.expectedEvents.joined()))
        XCTAssertEqual(probe.ignoredHookCalls, 0)
        XCTAssertEqual(probe.export().dependencies.count, 6)
    }

    func testRouterHooksParentsFirstRecordTheSameEventsAsObserve() throws {
        let probe = try record(.routers, .parentsFirst)
        XCTAssertEqual(eventLines(probe.export()), Array(TicTacToeProbeTests.expectedEvents.joined()))
        XCTAssertEqual(probe.ignoredHookCalls, 0)
    }

    func testInteractorHooksRecordTheSameEventsAsObserveInEitherOrder() throws {
        for order in [Order.parentsFirst, .childrenFirst] {
            let probe = try record(.interactors, order)
            XCTAssertEqual(eventLines(probe.export()), Array(TicTacToeProbeTests.expectedEvents.joined()))
            XCTAssertEqual(probe.ignoredHookCalls, 0)
            XCTAssertEqual(probe.export().rib("TicTacToe")?.view, "TicTacToeViewController")
        }
    }

    /// OffGame attaches BasicScoreBoard in `didLoad`, so with the probe guide's router hook BasicScoreBoard is
    /// reported before OffGame (and OffGame before LoggedIn): nothing may be dropped.
    func testScoreBoardAttachedInDidLoadIsRecordedUnderOffGame() throws {
        let session = TicTacToeSession()
        RibProbe.start(root: session.rootRouter, app: "TicTacToe")
        defer { RibProbe.stop() }
        var reported: [String] = []
        for step in TicTacToeSession.scriptedSteps.prefix(2) {
            perform(step, on: session, style: .routers, order: .childrenFirst) {
                reported.append(String(describing: type(of: $0)))
            }
        }
        XCTAssertEqual(
            reported, ["LoggedOutRouter", "RootRouter", "BasicScoreBoardRouter", "OffGameRouter", "LoggedInRouter"])
        let probe = try XCTUnwrap(RibProbe.shared)
        XCTAssertEqual(probe.ignoredHookCalls, 0)
        XCTAssertEqual(try replayedTree(probe.export()), "Root(LoggedIn(OffGame(BasicScoreBoard)))")
    }
}
