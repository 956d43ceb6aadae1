import Foundation
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// Suspected leaks in `metrics` (SuspectedLeakRuleTests checks them in `check`).
final class SuspectedLeakTests: XCTestCase {
    /// R ── A ── B, then A is detached with B (seq 4) and both stay alive; then C is attached and detached
    /// (seq 6) and released.
    static func trace() -> Trace {
        var trace = MetricsFixture.trace(
            [.screen("R"), .screen("A"), .screen("B"), .screen("C")],
            [
                .attach(nil, "R"), .attach("R", "A"), .attach("A", "B"), .detach("R", "A"), .attach("R", "C"),
                .detach("R", "C"),
            ])
        trace.leaks = [
            SuspectedLeak(rib: "A", detachSeq: 4, objects: [.router, .interactor], seconds: 2.5),
            SuspectedLeak(rib: "B", detachSeq: 4, objects: [.interactor], seconds: 2.5),
        ]
        return trace
    }

    func testMetricsCountTheLeaksWhoseDetachWasReplayed() throws {
        XCTAssertEqual(try TraceMetrics(trace: LoadedTrace(Self.trace(), source: "trace")).suspectedLeaks, ["A", "B"])
        XCTAssertEqual(
            try TraceMetrics(trace: LoadedTrace(Self.trace(), source: "f.json"), through: 3).suspectedLeaks, [])
        let report = try MetricsReport(trace: LoadedTrace(Self.trace(), source: "f.json"), at: nil)
        XCTAssertEqual(report.sections.last?.rows.last?.label, "suspected leaks")
        XCTAssertEqual(report.sections.last?.rows.last?.value, "2: A, B")
        var clean = Self.trace()
        clean.leaks = []
        XCTAssertEqual(
            try MetricsReport(trace: LoadedTrace(clean, source: "f.json"), at: nil).sections.last?.rows.last?.value,
            "none")
    }
}
