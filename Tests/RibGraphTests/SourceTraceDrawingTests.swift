import Foundation
import RibAnalysis
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// A source trace (`origin: source`) is drawn as the tree of what can be attached: titles, captions, the
/// legend, frames, compare and diff captions and the viewer page say so, and a cycle RIB carries a badge.
final class SourceTraceDrawingTests: XCTestCase {
    /// A scan of a shop: Home (launched) attaches Settings and Profile, Settings attaches Profile and Home again
    /// (a cycle of routes). One node per RIB type, one route per (parent, child).
    static func shop() -> Trace {
        Trace(
            app: "Shop", origin: .source,
            ribs: [
                RIB(
                    id: "Home", view: "HomeViewController", builder: "HomeBuilder", component: "HomeComponent",
                    declaredIn: "Shop/Home/HomeBuilder.swift:30", isRoot: true),
                RIB(
                    id: "Settings", builder: "SettingsBuilder", dependency: "SettingsDependency",
                    component: "SettingsComponent"),
                RIB(id: "Profile", view: "ProfileViewController", builder: "ProfileBuilder"),
            ],
            routes: [
                Route(parent: "Home", child: "Settings"), Route(parent: "Home", child: "Profile"),
                Route(parent: "Settings", child: "Profile"), Route(parent: "Settings", child: "Home"),
            ])
    }

    func testTitlesSayFromSourceAndNeverNameAnEvent() throws {
        let scanned = try SampleTraces.trace("scanned")
        let file = SampleTraces.path("scanned")
        XCTAssertEqual(
            Snapshot(trace: LoadedTrace(scanned, source: file), options: SnapshotOptions()).title,
            "TicTacToe — possible tree, from source")
        let live = try SampleTraces.trace("tictactoe")
        XCTAssertEqual(
            Snapshot(trace: LoadedTrace(live, source: "t.json"), options: SnapshotOptions()).title,
            "TicTacToe — last event, seq 16: attach BasicScoreBoard under OffGame")
        XCTAssertEqual(
            Snapshot(trace: LoadedTrace(live, source: "t.json"), options: SnapshotOptions(seq: 7)).title,
            "TicTacToe — seq 7: detach OffGame from LoggedIn")
        var unnamed = Self.shop()
        unnamed.app = nil
        XCTAssertEqual(
            TraceCaption(trace: LoadedTrace(unnamed, source: "build/scan/app.json")).pageTitle,
            "app.json — possible tree, from source")
    }

    func testEventCaptionsAreARecordingsOnly() throws {
        XCTAssertTrue(try SampleTraces.trace("scanned").events.isEmpty, "a scan has no event to caption")
        let live = TraceCaption(trace: LoadedTrace(try SampleTraces.trace("tictactoe"), source: ""))
        XCTAssertEqual(
            live.trace.events.prefix(3).map(live.event),
            [
                "attach Root (root)", "attach LoggedOut under Root",
                "detach LoggedOut from Root",
            ])
        XCTAssertEqual(TraceCaption.frameBadge(for: .detach), "detached")
        XCTAssertEqual(TraceCaption.widestFrameBadge, "detached")
    }

    func testSideCaptionsAndMeasuredAt() throws {
        let scanned = try SampleTraces.trace("scanned")
        XCTAssertEqual(
            Comparison.Side(trace: LoadedTrace(scanned, source: "samples/scanned/trace.json")).caption,
            "scanned (from source)")
        XCTAssertEqual(TraceCaption.measured(seq: 7, origin: .source), "the possible tree, from source")
        let live = try SampleTraces.trace("tictactoe")
        XCTAssertEqual(
            Comparison.Side(trace: LoadedTrace(live, source: "samples/tictactoe/trace.json"), seq: 6).caption,
            "tictactoe @ seq 6")
        XCTAssertEqual(TraceCaption.measured(seq: 16, origin: .live), "the tree after seq 16")
        XCTAssertEqual(TraceCaption.measured(seq: nil, origin: .live), "the tree (no events)")
    }

    func testACycleRIBIsBadgedAndTheLegendExplainsWhatIsDrawn() throws {
        let scene = try SampleTraces.scene(of: Self.shop())
        XCTAssertEqual(scene.wording, .scan)
        XCTAssertEqual(scene.nodes.map(\.title), ["Home", "Settings", "Profile"], "each RIB type once")
        XCTAssertEqual(scene.nodes.map(\.badge), ["↻ cycle", "↻ cycle", nil])
        XCTAssertEqual(scene.treeEdges, ["rib:Home -> rib:Settings", "rib:Home -> rib:Profile"])
        XCTAssertEqual(
            scene.otherParentEdges.map { "\(scene.nodes[$0.parent].key) -> \(scene.nodes[$0.child].key)" },
            ["rib:Settings -> rib:Home", "rib:Settings -> rib:Profile"])
        let dot = String(
            decoding: try Snapshot(trace: LoadedTrace(Self.shop(), source: "shop.json"), options: SnapshotOptions())
                .render(format: .dot).bytes, as: UTF8.self)
        XCTAssertTrue(dot.contains("── can attach (read from source, not recorded)"))
        XCTAssertTrue(dot.contains("↻ cycle: on a cycle of routes"))
        XCTAssertFalse(dot.contains("attached child"))

        var acyclic = Self.shop()
        acyclic.routes.removeLast()
        let noCycle = String(
            decoding: try Snapshot(trace: LoadedTrace(acyclic, source: "shop.json"), options: SnapshotOptions())
                .render(format: .dot).bytes, as: UTF8.self)
        XCTAssertTrue(noCycle.contains("── can attach (read from source, not recorded)"))
        XCTAssertFalse(noCycle.contains("↻ cycle"), "no cycle in the trace, none in the legend")
        let live = try SampleTraces.renderText("tictactoe", format: .dot)
        XCTAssertTrue(live.contains("── attached child"))
        XCTAssertFalse(live.contains("can attach"))
        XCTAssertFalse(live.contains("from source"))
    }

    /// A scan has no events to draw frames of: refused as a usage error that says what to run instead.
    func testFramesRefuseASourceTrace() throws {
        XCTAssertThrowsError(
            try FrameSequence(trace: LoadedTrace(Self.shop(), source: "shop.json"), options: SnapshotOptions())
        ) { error in
            XCTAssertEqual(error as? FramesError, .sourceTrace(file: "shop.json"))
            XCTAssertEqual((error as? FramesError)?.kind, .usage)
        }
    }

    func testTheViewerPageOfASourceTraceHasNoHistory() throws {
        func page(_ trace: Trace, seq: Int? = nil) throws -> String {
            String(
                decoding: try ViewerPage(
                    trace: LoadedTrace(trace, source: "trace.json"), options: SnapshotOptions(seq: seq)
                ).render(),
                as: UTF8.self)
        }
        let source = try page(Self.shop())
        XCTAssertTrue(source.contains("<h1>Shop — possible tree, from source</h1>"))
        XCTAssertTrue(source.contains(#"aria-label="event" hidden>"#))
        XCTAssertTrue(source.contains(#"<ol id="events" hidden>"#))
        XCTAssertTrue(source.contains(#""fromSource":true"#))
        XCTAssertTrue(
            source.contains(#""at":"Shop/Home/HomeBuilder.swift:30","parents":[1]"#),
            "Home is attached again by Settings")
        XCTAssertTrue(source.contains(#""id":"Profile","name":"Profile","el":"rib-Profile","at":null,"parents":[0,1]"#))
        XCTAssertEqual(source.components(separatedBy: #"<g id="rib&#45;Profile""#).count - 1, 1, "one box for Profile")
        let live = try page(try SampleTraces.trace("tictactoe"), seq: 3)
        XCTAssertTrue(live.contains(#""fromSource":false"#))
        XCTAssertTrue(live.contains(#""initial":2"#))
        XCTAssertFalse(live.contains(" hidden>"))
        XCTAssertFalse(live.contains(#""parents":"#), "a recording's parents change from event to event")
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
        XCTAssertEqual(
            named.dependencies.compactMap(\.provider), ["Root", "Root", "LoggedIn", "OffGame", "LoggedIn", "LoggedIn"])
        let same = try Diff(
            base: .init(trace: LoadedTrace(live, source: "live.json")),
            head: .init(trace: LoadedTrace(named, source: "named.json")))
        XCTAssertEqual(same.diff.changes.map(\.kind), [])
        var adapter = named
        adapter.dependencies[2].provider = "TicTacToeAdapter"
        let changed = try Diff(
            base: .init(trace: LoadedTrace(live, source: "live.json")),
            head: .init(trace: LoadedTrace(adapter, source: "a.json")))
        XCTAssertEqual(
            changed.diff.changes.map(\.detail),
            ["OffGameDependency: LoggedInComponent → LoggedInComponent (TicTacToeAdapter)"])
    }
}
