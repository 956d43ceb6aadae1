import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// TraceMetrics: the whole history of a trace.
final class MetricsTraceTests: XCTestCase {
    /// R ── A ── B, then A is detached (taking B along), then A again with C under it. N never appears.
    static let trace = MetricsFixture.trace(
        [.screen("R"), .screen("A"), .screen("B"), .screen("C"), .screen("N")],
        [
            .attach(nil, "R"), .attach("R", "A"), .attach("A", "B"), .detach("R", "A"), .attach("R", "A"),
            .attach("A", "C"),
        ])

    func testHistory() throws {
        // Depth after each event: 1, 2, 3 (B under A under R, first at seq 3), 1, 2, 3.
        // R: attached once, never left → 1/0. A: attached twice, detached once, still attached → 2/1.
        // B: attached once, left with A's subtree at seq 4 → 1/1. C: 1/0. N: never attached.
        let metrics = try TraceMetrics(trace: LoadedTrace(Self.trace, source: "trace"))
        XCTAssertEqual(
            metrics,
            TraceMetrics(
                neverAttached: ["N"], maximumDepth: 3,
                churn: [
                    RIBChurn(rib: "R", attaches: 1, detaches: 0), RIBChurn(rib: "A", attaches: 2, detaches: 1),
                    RIBChurn(rib: "B", attaches: 1, detaches: 1), RIBChurn(rib: "C", attaches: 1, detaches: 0),
                ],
                events: 6, deepestSeq: 3))
    }

    func testHistoryUpToAnEvent() throws {
        // Through seq 2: R and A attached once each, depth 2 first reached at seq 2; B, C, N not yet attached.
        let metrics = try TraceMetrics(trace: LoadedTrace(Self.trace, source: "f.json"), through: 2)
        XCTAssertEqual(
            metrics,
            TraceMetrics(
                neverAttached: ["B", "C", "N"], maximumDepth: 2,
                churn: [RIBChurn(rib: "R", attaches: 1, detaches: 0), RIBChurn(rib: "A", attaches: 1, detaches: 0)],
                events: 2, deepestSeq: 2))
    }

    func testNoEvents() throws {
        let metrics = try TraceMetrics(trace: LoadedTrace(MetricsFixture.trace([.screen("R")], []), source: "trace"))
        XCTAssertEqual(
            metrics, TraceMetrics(neverAttached: ["R"], maximumDepth: 0, churn: [], events: 0, deepestSeq: nil))
    }

    func testReplayErrorsAreRethrown() throws {
        let broken = MetricsFixture.trace([.screen("R"), .screen("A")], [.attach(nil, "R"), .detach("R", "A")])
        XCTAssertThrowsError(try TraceMetrics(trace: LoadedTrace(broken, source: "b.json"), through: nil)) { error in
            XCTAssertEqual(
                error as? InputError,
                .inconsistentEvent(
                    file: "b.json", index: 1, seq: 2,
                    reason: "detaching \"A\", which is not attached"))
        }
        XCTAssertThrowsError(try TraceMetrics(trace: LoadedTrace(Self.trace, source: "f.json"), through: 99)) { error in
            XCTAssertEqual(error as? InputError, .noSuchEvent(file: "f.json", seq: 99, available: 1...6))
        }
        // An inconsistency after the seq asked for does not matter.
        XCTAssertEqual(try TraceMetrics(trace: LoadedTrace(broken, source: "b.json"), through: 1).maximumDepth, 1)
    }

    func testTicTacToe() throws {
        // Every RIB of the tutorial is attached at some point. The deepest tree is Root → LoggedIn →
        // OffGame → BasicScoreBoard (4), first after seq 6. OffGame is attached at seqs 5, 10 and 15 and
        // detached at 7 and 12; BasicScoreBoard comes and goes with it (never detached by an event of its own).
        let metrics = try TraceMetrics(trace: LoadedTrace(try SampleTraces.trace("tictactoe"), source: "trace"))
        XCTAssertEqual(metrics.neverAttached, [])
        XCTAssertEqual(metrics.maximumDepth, 4)
        XCTAssertEqual(metrics.deepestSeq, 6)
        XCTAssertEqual(metrics.events, 16)
        XCTAssertEqual(
            metrics.churn,
            [
                RIBChurn(rib: "Root", attaches: 1, detaches: 0), RIBChurn(rib: "LoggedOut", attaches: 1, detaches: 1),
                RIBChurn(rib: "LoggedIn", attaches: 1, detaches: 0), RIBChurn(rib: "OffGame", attaches: 3, detaches: 2),
                RIBChurn(rib: "BasicScoreBoard", attaches: 3, detaches: 2),
                RIBChurn(rib: "TicTacToe", attaches: 1, detaches: 1),
                RIBChurn(rib: "RandomWin", attaches: 1, detaches: 1),
            ])
    }

    func testMaximumDepthAgreesWithEveryTree() throws {
        // The incremental depth must equal the deepest tree found by measuring the tree after each event.
        for name in ["tictactoe", "vertical", "flattened", "business-logic", "format-example", "adapter"] {
            let trace = try SampleTraces.trace(name)
            var deepest = 0
            try TraceReplayer(trace: LoadedTrace(trace, source: name)).forEachTree { tree, _, _ in
                deepest = max(deepest, TreeMetrics(trace: trace, tree: tree).depth.maximum)
            }
            XCTAssertEqual(try TraceMetrics(trace: LoadedTrace(trace, source: "trace")).maximumDepth, deepest, name)
        }
    }
}
