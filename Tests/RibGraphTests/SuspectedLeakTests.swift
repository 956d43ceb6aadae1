import Foundation
import RibGraph
import RibTrace
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
        XCTAssertEqual(try TraceMetrics(trace: Self.trace()).suspectedLeaks, ["A", "B"])
        XCTAssertEqual(try TraceMetrics(trace: Self.trace(), file: "f.json", through: 3).suspectedLeaks, [])
        let report = try MetricsReport(trace: Self.trace(), file: "f.json", at: nil)
        XCTAssertEqual(report.sections.last?.rows.last?.label, "suspected leaks")
        XCTAssertEqual(report.sections.last?.rows.last?.value, "2: A, B")
        var clean = Self.trace()
        clean.leaks = []
        XCTAssertEqual(try MetricsReport(trace: clean, file: "f.json", at: nil).sections.last?.rows.last?.value, "none")
    }

    func testCheckFailsOnMoreLeaksThanAllowed() throws {
        let trace = Self.trace()
        let tree = try TraceReplayer(trace: trace, file: "f.json").tree()
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

    func testASnapshotDrawsDetachedLeaksFaintAndBadgedUnderTheirLastParent() throws {
        let snapshot = Snapshot(trace: Self.trace(), file: "f.json", options: SnapshotOptions())
        let scene = try snapshot.scene(of: try snapshot.tree())
        let drawn = scene.nodes.map { "\($0.key) faint:\($0.isFaint) badge:\($0.badge ?? "-")" }
        XCTAssertEqual(drawn, ["rib:R faint:false badge:-", "rib:A faint:true badge:leak?", "rib:B faint:true badge:leak?"],
                       "C was detached and released: not drawn")
        XCTAssertEqual(scene.children[0], [1])
        XCTAssertEqual(scene.children[1], [2])
        let svg = String(decoding: try snapshot.render(format: .svg).bytes, as: UTF8.self)
        XCTAssertTrue(svg.contains(">leak?<"), "the badge is drawn")
        // Before A's detach (seq 3), A and B are attached; the badge still says what the trace suspects.
        let before = Snapshot(trace: Self.trace(), file: "f.json", options: SnapshotOptions(seq: 3))
        XCTAssertEqual(try before.scene(of: try before.tree()).nodes.map { "\($0.key) \($0.isFaint) \($0.badge ?? "-")" },
                       ["rib:R false -", "rib:A false leak?", "rib:B false leak?"])
    }

    func testFramesAndTheViewerBadgeLeakedRIBs() throws {
        let frames = try FrameSequence(trace: Self.trace(), file: "f.json", options: SnapshotOptions())
        var badges: [String] = []
        try frames.forEachFrame { frame in
            if let a = frame.scene.nodes.first(where: { $0.key == "rib:A" }) { badges.append(a.badge ?? "-") }
        }
        XCTAssertEqual(badges, ["leak?", "leak? · attached", "leak?", "leak? · detached", "leak?", "leak?"])
        let page = String(decoding: try ViewerPage(trace: Self.trace(), file: "f.json", options: SnapshotOptions()).render(),
                          as: UTF8.self)
        XCTAssertTrue(page.contains(">leak?<"), "the viewer's drawing carries the badge")
    }
}
