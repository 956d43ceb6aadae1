import Foundation
import RibGraphProbe
import RibTrace
import TicTacToeFixture
import XCTest

/// The TicTacToe session recorded through the explicit hooks instead of `observe()`. The fixture's RIBs
/// classes are final and have no hook points, so after each step the test reports what changed, in the
/// order a base router or base interactor would: detaches of the tops of removed subtrees while those
/// routers are alive, then (after the old routers are released, as `currentChild = new` does) attaches
/// parent first.
final class TicTacToeHookTests: XCTestCase {
    private enum Style { case routers, interactors }

    private struct Edge {
        let router: Routing
        let parent: Routing?
        var key: [ObjectIdentifier] { [ObjectIdentifier(router)] + (parent.map { [ObjectIdentifier($0)] } ?? []) }
    }

    private func edges(from root: Routing) -> [Edge] {
        var result: [Edge] = []
        func visit(_ router: Routing, _ parent: Routing?) {
            result.append(Edge(router: router, parent: parent))
            for child in router.children { visit(child, router) }
        }
        visit(root, nil)
        return result
    }

    /// Runs `step` and reports its changes to `probe` through the hooks of `style`.
    private func perform(_ step: ScriptedStep, on session: TicTacToeSession, probe: RibProbe, style: Style) {
        let root = session.rootRouter as! Routing
        var added: [Edge] = []
        do {
            let before = session.isLaunched ? edges(from: root) : []
            session.perform(step)
            let after = edges(from: root)
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
                case .routers: probe.willDetach(edge.router, from: edge.parent)
                case .interactors: probe.interactorWillResignActive(edge.router.interactable)
                }
            }
            added = after.filter { !beforeKeys.contains($0.key) }
        }
        for edge in added {
            switch style {
            case .routers: probe.didAttach(edge.router, to: edge.parent)
            case .interactors: probe.interactorDidBecomeActive(edge.router.interactable)
            }
        }
    }

    private func record(_ style: Style) throws -> RibProbe {
        let session = TicTacToeSession()
        let probe = RibProbe(root: session.rootRouter, app: "TicTacToe")
        for step in TicTacToeSession.scriptedSteps {
            perform(step, on: session, probe: probe, style: style)
        }
        XCTAssertEqual(try replayedTree(probe.export()), TicTacToeProbeTests.expectedTrees.last)
        return probe
    }

    func testRouterHooksRecordTheSameEventsAsObserve() throws {
        let probe = try record(.routers)
        XCTAssertEqual(eventLines(probe.export()), Array(TicTacToeProbeTests.expectedEvents.joined()))
        XCTAssertEqual(probe.ignoredHookCalls, 0)
        XCTAssertEqual(probe.export().dependencies.count, 6)
    }

    func testInteractorHooksRecordTheSameEventsAsObserve() throws {
        let probe = try record(.interactors)
        XCTAssertEqual(eventLines(probe.export()), Array(TicTacToeProbeTests.expectedEvents.joined()))
        XCTAssertEqual(probe.ignoredHookCalls, 0)
        XCTAssertEqual(probe.export().rib("TicTacToe")?.view, "TicTacToeViewController")
    }
}
