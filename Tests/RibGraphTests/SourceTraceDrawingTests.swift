import Foundation
import RibGraph
import RibTrace
import XCTest

/// A source trace (`origin: source`) is drawn as the tree of what can be attached: titles, captions, the
/// legend, frames, compare and diff captions and the viewer page say so, and a cycle RIB carries a badge.
final class SourceTraceDrawingTests: XCTestCase {
    /// docs/trace-format.md's source example: Home → Settings → (Profile, Home#2 cycle), Home → Profile#2.
    static func shop() -> Trace {
        Trace(app: "Shop", origin: .source, ribs: [
            RIB(id: "Home", view: "HomeViewController", builder: "HomeBuilder", component: "HomeComponent",
                declaredIn: "Shop/Home/HomeBuilder.swift:30"),
            RIB(id: "Settings", builder: "SettingsBuilder", dependency: "SettingsDependency", component: "SettingsComponent"),
            RIB(id: "Profile", view: "ProfileViewController", builder: "ProfileBuilder"),
            RIB(id: "Home#2", name: "Home", view: "HomeViewController", builder: "HomeBuilder", component: "HomeComponent"),
            RIB(id: "Profile#2", name: "Profile", view: "ProfileViewController", builder: "ProfileBuilder"),
        ], events: [
            TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0),
            TraceEvent(seq: 2, kind: .attach, parent: 0, child: 1),
            TraceEvent(seq: 3, kind: .attach, parent: 1, child: 2),
            TraceEvent(seq: 4, kind: .attach, parent: 1, child: 3),
            TraceEvent(seq: 5, kind: .attach, parent: 0, child: 4),
        ])
    }

    func testTitlesSayFromSourceAndNeverNameAnEvent() throws {
        let scanned = try SampleTraces.trace("scanned")
        let file = SampleTraces.path("scanned")
        XCTAssertEqual(Snapshot(trace: LoadedTrace(scanned, source: file), options: SnapshotOptions()).title,
                       "TicTacToe — possible tree, from source")
        XCTAssertEqual(Snapshot(trace: LoadedTrace(scanned, source: file), options: SnapshotOptions(seq: 7)).title,
                       "TicTacToe — possible tree, from source", "the last step is the whole possible tree")
        XCTAssertEqual(Snapshot(trace: LoadedTrace(scanned, source: file), options: SnapshotOptions(seq: 4)).title,
                       "TicTacToe — part of the possible tree, from source (4 of 7 RIBs)")
        let live = try SampleTraces.trace("tictactoe")
        XCTAssertEqual(Snapshot(trace: LoadedTrace(live, source: "t.json"), options: SnapshotOptions()).title,
                       "TicTacToe — last event, seq 16: attach BasicScoreBoard under OffGame")
        XCTAssertEqual(Snapshot(trace: LoadedTrace(live, source: "t.json"), options: SnapshotOptions(seq: 7)).title,
                       "TicTacToe — seq 7: detach OffGame from LoggedIn")
        var unnamed = Self.shop()
        unnamed.app = nil
        XCTAssertEqual(TraceCaption(trace: LoadedTrace(unnamed, source: "build/scan/app.json")).pageTitle, "app.json — possible tree, from source")
    }

    func testEventCaptionsSayWhatCanBeAttached() throws {
        let scanned = TraceCaption(trace: LoadedTrace(try SampleTraces.trace("scanned"), source: ""))
        XCTAssertEqual(scanned.trace.events.map(scanned.event), [
            "Root (root)", "Root can attach LoggedOut", "Root can attach LoggedIn", "LoggedIn can attach OffGame",
            "OffGame can attach BasicScoreBoard", "LoggedIn can attach TicTacToe", "LoggedIn can attach RandomWin",
        ])
        XCTAssertEqual(scanned.eventWord, "step")
        XCTAssertEqual(scanned.frameBadge(for: .attach), "can be attached")
        let live = TraceCaption(trace: LoadedTrace(try SampleTraces.trace("tictactoe"), source: ""))
        XCTAssertEqual(live.trace.events.prefix(3).map(live.event), ["attach Root (root)", "attach LoggedOut under Root",
                                                                      "detach LoggedOut from Root"])
        XCTAssertEqual(live.eventWord, "seq")
        XCTAssertEqual(live.frameBadge(for: .detach), "detached")
        XCTAssertEqual(live.widestFrameBadge, "detached")
        XCTAssertEqual(scanned.widestFrameBadge, "can be attached")
    }

    func testSideCaptionsAndMeasuredAt() throws {
        let scanned = try SampleTraces.trace("scanned")
        XCTAssertEqual(Comparison.Side(trace: LoadedTrace(scanned, source: "samples/scanned/trace.json")).caption, "scanned (from source)")
        XCTAssertEqual(Comparison.Side(trace: LoadedTrace(scanned, source: "scan.json"), seq: 3).caption, "TicTacToe @ step 3 (from source)")
        XCTAssertEqual(TraceCaption.measured(seq: 7, origin: .source), "the possible tree, from source")
        let live = try SampleTraces.trace("tictactoe")
        XCTAssertEqual(Comparison.Side(trace: LoadedTrace(live, source: "samples/tictactoe/trace.json"), seq: 6).caption, "tictactoe @ seq 6")
        XCTAssertEqual(TraceCaption.measured(seq: 16, origin: .live), "the tree after seq 16")
        XCTAssertEqual(TraceCaption.measured(seq: nil, origin: .live), "the tree (no events)")
    }

    func testACycleRIBIsBadgedAndTheLegendExplainsWhatIsDrawn() throws {
        let scene = try SampleTraces.scene(of: Self.shop())
        XCTAssertTrue(scene.isFromSource)
        XCTAssertEqual(scene.nodes.map(\.badge), [nil, nil, nil, "↻ cycle", nil])
        XCTAssertEqual(scene.treeEdges, ["rib:Home -> rib:Settings", "rib:Home -> rib:Profile#2",
                                         "rib:Settings -> rib:Profile", "rib:Settings -> rib:Home#2"])
        let dot = String(decoding: try Snapshot(trace: LoadedTrace(Self.shop(), source: "shop.json"), options: SnapshotOptions())
            .render(format: .dot).bytes, as: UTF8.self)
        XCTAssertTrue(dot.contains("── can attach (read from source, not recorded)"))
        XCTAssertTrue(dot.contains("↻ cycle: repeats an ancestor, not expanded"))
        XCTAssertFalse(dot.contains("attached child"))

        let scanned = try SampleTraces.renderText("scanned", format: .dot)
        XCTAssertTrue(scanned.contains("── can attach (read from source, not recorded)"))
        XCTAssertFalse(scanned.contains("↻ cycle"), "no cycle in the trace, none in the legend")
        let live = try SampleTraces.renderText("tictactoe", format: .dot)
        XCTAssertTrue(live.contains("── attached child"))
        XCTAssertFalse(live.contains("can attach"))
        XCTAssertFalse(live.contains("from source"))
    }

    func testFramesOfASourceTraceBadgeWhatCanBeAttached() throws {
        var frames: [FrameSequence.Frame] = []
        try FrameSequence(trace: LoadedTrace(Self.shop(), source: "shop.json"), options: SnapshotOptions()).forEachFrame { frames.append($0) }
        XCTAssertEqual(frames.map(\.caption), ["Home (root)", "Home can attach Settings", "Settings can attach Profile",
                                               "Settings can attach Home", "Home can attach Profile"])
        XCTAssertEqual(frames[3].scene.title, "Shop — part of the possible tree, from source (4 of 5 RIBs)")
        XCTAssertEqual(frames[3].scene.nodes.first { $0.key == "rib:Home#2" }?.badge, "↻ cycle · can be attached")
        XCTAssertEqual(frames[4].scene.nodes.first { $0.key == "rib:Home#2" }?.badge, "↻ cycle")
        XCTAssertEqual(frames[4].scene.nodes.first { $0.key == "rib:Profile#2" }?.badge, "can be attached")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sequence = try FrameSequence(trace: LoadedTrace(Self.shop(), source: "shop.json"), options: SnapshotOptions(dependencies: .none))
        try FramesExport(frames: sequence, format: .svg).write(to: folder, inputs: [])
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<title>Shop — possible tree, from source — frames</title>"))
        XCTAssertTrue(index.contains(#"var eventWord = "step";"#))
        XCTAssertTrue(index.contains("Settings can attach Home"))
    }

    func testTheViewerPageOfASourceTraceHasNoHistory() throws {
        func page(_ trace: Trace, seq: Int? = nil) throws -> String {
            String(decoding: try ViewerPage(trace: LoadedTrace(trace, source: "trace.json"), options: SnapshotOptions(seq: seq)).render(),
                   as: UTF8.self)
        }
        let source = try page(try SampleTraces.trace("scanned"), seq: 3)
        XCTAssertTrue(source.contains("<h1>TicTacToe — possible tree, from source</h1>"))
        XCTAssertTrue(source.contains(#"aria-label="event" hidden>"#))
        XCTAssertTrue(source.contains(#"<ol id="events" hidden>"#))
        XCTAssertTrue(source.contains(#""fromSource":true"#))
        XCTAssertTrue(source.contains(#""initial":6"#), "the whole possible tree, whatever --at says")
        XCTAssertTrue(source.contains(#""at":"TicTacToe/OffGame/OffGameBuilder.swift:45""#))
        XCTAssertTrue(source.contains(#""attach":["",1," can attach ",0,""]"#), "the caption of \"LoggedIn can attach OffGame\"")
        let live = try page(try SampleTraces.trace("tictactoe"), seq: 3)
        XCTAssertTrue(live.contains(#""fromSource":false"#))
        XCTAssertTrue(live.contains(#""initial":2"#))
        XCTAssertFalse(live.contains(" hidden>"))
        XCTAssertTrue(live.contains("<h1>TicTacToe</h1>"))
    }

    func testAProviderNamedByAScanIsTheSameAsOneLeftImplicit() throws {
        let live = try SampleTraces.trace("tictactoe")
        var named = live
        named.dependencies = live.dependencies.map { edge in
            var edge = edge
            edge.provider = live.ribs.first { $0.component == edge.component }?.id
            return edge
        }
        XCTAssertEqual(named.dependencies.compactMap(\.provider), ["Root", "Root", "LoggedIn", "OffGame", "LoggedIn", "LoggedIn"])
        let same = try Diff(base: .init(trace: LoadedTrace(live, source: "live.json")), head: .init(trace: LoadedTrace(named, source: "named.json")))
        XCTAssertEqual(same.diff.changes.map(\.kind), [])
        var adapter = named
        adapter.dependencies[2].provider = "TicTacToeAdapter"
        let changed = try Diff(base: .init(trace: LoadedTrace(live, source: "live.json")), head: .init(trace: LoadedTrace(adapter, source: "a.json")))
        XCTAssertEqual(changed.diff.changes.map(\.detail),
                       ["OffGameDependency: LoggedInComponent → LoggedInComponent (TicTacToeAdapter)"])
    }
}
