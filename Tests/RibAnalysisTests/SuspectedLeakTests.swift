import Foundation
@testable import RibAnalysis
@testable import RibTrace
import XCTest

/// Suspected leaks in `metrics` and `check`.
final class SuspectedLeakTests: XCTestCase {
    /// R ── A ── B, then A is detached with B (seq 4) and both stay alive; then C is attached and detached
    /// (seq 6) and released.
    private static func trace() -> Trace {
        var trace = MetricsFixture.trace(
            [.screen("R"), .screen("A"), .screen("B"), .screen("C")],
            [.attach(nil, "R"), .attach("R", "A"), .attach("A", "B"), .detach("R", "A"), .attach("R", "C"), .detach("R", "C")])
        trace.leaks = [SuspectedLeak(rib: "A", detachSeq: 4, objects: [.router, .interactor], seconds: 2.5),
                       SuspectedLeak(rib: "B", detachSeq: 4, objects: [.interactor], seconds: 2.5)]
        return trace
    }

    func testMetricsCountTheLeaksWhoseDetachWasReplayed() throws {
        XCTAssertEqual(try TraceMetrics(trace: LoadedTrace(Self.trace(), source: "trace")).suspectedLeaks, ["A", "B"])
        XCTAssertEqual(try TraceMetrics(trace: LoadedTrace(Self.trace(), source: "f.json"), through: 3).suspectedLeaks, [])
        let report = try MetricsReport(trace: LoadedTrace(Self.trace(), source: "f.json"), at: nil)
        XCTAssertEqual(report.sections.last?.rows.last?.label, "suspected leaks")
        XCTAssertEqual(report.sections.last?.rows.last?.value, "2: A, B")
        var clean = Self.trace()
        clean.leaks = []
        XCTAssertEqual(try MetricsReport(trace: LoadedTrace(clean, source: "f.json"), at: nil).sections.last?.rows.last?.value, "none")
    }

    func testCheckFailsOnMoreLeaksThanAllowed() throws {
        let trace = Self.trace()
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "f.json")).tree()
        let violations = RuleChecker(rules: RuleSet(maxSuspectedLeaks: 0)).check(trace: trace, tree: tree)
        XCTAssertEqual(violations.map(\.line), [
            "suspected-leak: A: its router and interactor stayed alive 2.5 s after its detach (seq 4); maxSuspectedLeaks is 0",
            "suspected-leak: B: its interactor stayed alive 2.5 s after its detach (seq 4); maxSuspectedLeaks is 0",
        ])
        XCTAssertEqual(violations.map(\.fingerprint), ["suspected-leak A A", "suspected-leak B B"])
        XCTAssertEqual(RuleChecker(rules: RuleSet(maxSuspectedLeaks: 2)).check(trace: trace, tree: tree), [])
        XCTAssertEqual(RuleChecker(rules: .default).check(trace: trace, tree: tree), [], "off by default")
        let rules = try JSONDecoder().decode(RuleSet.self, from: Data(#"{"maxSuspectedLeaks": 0}"#.utf8))
        XCTAssertEqual(rules, RuleSet(maxSuspectedLeaks: 0))
        XCTAssertEqual(rules.count, 1)
    }
}
