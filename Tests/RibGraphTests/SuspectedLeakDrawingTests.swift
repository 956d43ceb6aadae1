import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// Suspected leaks in snapshots, frames and the HTML viewer: detached RIBs kept alive are drawn faint
/// with a "leak?" badge.
final class SuspectedLeakDrawingTests: XCTestCase {
    /// R ── A ── B, then A is detached with B (seq 4) and both stay alive; then C is attached and detached
    /// (seq 6) and released.
    private static func trace() -> Trace {
        let ribs = ["R", "A", "B", "C"].map { RIB(id: $0, interactor: "\($0)Interactor", view: "\($0)ViewController") }
        let steps: [(TraceEvent.Kind, parent: Int?, child: Int)] = [
            (.attach, nil, 0), (.attach, 0, 1), (.attach, 1, 2),
            (.detach, 0, 1), (.attach, 0, 3), (.detach, 0, 3),
        ]
        var trace = Trace(
            app: "fixture", ribs: ribs,
            events: steps.enumerated().map { TraceEvent(seq: $0 + 1, kind: $1.0, parent: $1.parent, child: $1.child) })
        trace.leaks = [
            SuspectedLeak(rib: "A", detachSeq: 4, objects: [.router, .interactor], seconds: 2.5),
            SuspectedLeak(rib: "B", detachSeq: 4, objects: [.interactor], seconds: 2.5),
        ]
        return trace
    }

    func testASnapshotDrawsDetachedLeaksFaintAndBadgedUnderTheirLastParent() throws {
        let snapshot = Snapshot(trace: LoadedTrace(Self.trace(), source: "f.json"), options: SnapshotOptions())
        let scene = try snapshot.scene(of: try snapshot.tree())
        let drawn = scene.nodes.map { "\($0.key) faint:\($0.isFaint) badge:\($0.badge ?? "-")" }
        XCTAssertEqual(
            drawn, ["rib:R faint:false badge:-", "rib:A faint:true badge:leak?", "rib:B faint:true badge:leak?"],
            "C was detached and released: not drawn")
        XCTAssertEqual(scene.children[0], [1])
        XCTAssertEqual(scene.children[1], [2])
        let svg = String(decoding: try snapshot.render(format: .svg).bytes, as: UTF8.self)
        XCTAssertTrue(svg.contains(">leak?<"), "the badge is drawn")
        // Before A's detach (seq 3), A and B are attached; the badge still says what the trace suspects.
        let before = Snapshot(trace: LoadedTrace(Self.trace(), source: "f.json"), options: SnapshotOptions(seq: 3))
        XCTAssertEqual(
            try before.scene(of: try before.tree()).nodes.map { "\($0.key) \($0.isFaint) \($0.badge ?? "-")" },
            ["rib:R false -", "rib:A false leak?", "rib:B false leak?"])
    }

    func testFramesAndTheViewerBadgeLeakedRIBs() throws {
        let frames = try FrameSequence(trace: LoadedTrace(Self.trace(), source: "f.json"), options: SnapshotOptions())
        var badges: [String] = []
        try frames.forEachFrame { frame in
            if let a = frame.scene.nodes.first(where: { $0.key == "rib:A" }) { badges.append(a.badge ?? "-") }
        }
        XCTAssertEqual(badges, ["leak?", "leak? · attached", "leak?", "leak? · detached", "leak?", "leak?"])
        let page = String(
            decoding: try ViewerPage(trace: LoadedTrace(Self.trace(), source: "f.json"), options: SnapshotOptions())
                .render(),
            as: UTF8.self)
        XCTAssertTrue(page.contains(">leak?<"), "the viewer's drawing carries the badge")
    }
}
