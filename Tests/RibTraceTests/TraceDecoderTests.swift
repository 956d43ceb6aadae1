import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// Successful decoding: every section to exact values, keyed and row events alike, keys in any order,
/// string escapes (surrogate pairs, Korean) and defaults for optional keys.
final class TraceDecoderTests: XCTestCase {
    // MARK: - The full example

    /// docs/trace-format.md "A full example", written out as values.
    private let formatExample = Trace(
        app: "Example",
        ribs: [
            RIB(
                id: "Root", router: "RootRouter", interactor: "RootInteractor", view: "RootViewController",
                builder: "RootBuilder", dependency: "EmptyDependency", component: "RootComponent"),
            RIB(
                id: "LoggedIn", name: "Logged in", router: "LoggedInRouter", interactor: "LoggedInInteractor",
                builder: "LoggedInBuilder", dependency: "LoggedInDependency", component: "LoggedInComponent"),
            RIB(
                id: "Settings", router: "SettingsRouter", interactor: "SettingsInteractor",
                view: "SettingsViewController",
                builder: "SettingsBuilder", dependency: "SettingsDependency", component: "SettingsComponent"),
            RIB(id: "Profile", view: "ProfileViewController", builder: "ProfileBuilder"),
        ],
        routes: [
            Route(parent: "Root", child: "LoggedIn", builder: "LoggedInBuilder"),
            Route(parent: "LoggedIn", child: "Settings", builder: "SettingsBuilder"),
            Route(parent: "LoggedIn", child: "Profile", builder: "ProfileBuilder", adapter: "ProfileAdapter"),
        ],
        events: [
            TraceEvent(seq: 1, time: 0.0, kind: .attach, parent: nil, child: 0),
            TraceEvent(seq: 2, time: 0.412, kind: .attach, parent: 0, child: 1),
            TraceEvent(seq: 3, time: nil, kind: .attach, parent: 1, child: 2),
            TraceEvent(seq: 4, time: 2.5, kind: .detach, parent: 1, child: 2),
            TraceEvent(seq: 5, time: 2.501, kind: .attach, parent: 1, child: 3),
        ],
        dependencies: [
            DependencyEdge(
                child: "LoggedIn", dependency: "LoggedInDependency", component: "RootComponent",
                properties: [
                    DependencyProperty(
                        name: "loggedInViewController", type: "LoggedInViewControllable", providedBy: "RootComponent",
                        declaredIn: "Example/Root/RootComponent+LoggedIn.swift:12")
                ]),
            DependencyEdge(
                child: "Settings", dependency: "SettingsDependency", component: "LoggedInComponent",
                properties: [
                    DependencyProperty(
                        name: "session", type: "Session", providedBy: "RootComponent",
                        declaredIn: "Example/Root/RootBuilder.swift:14"),
                    DependencyProperty(name: "accountName"),
                ]),
            DependencyEdge(
                child: "Profile", dependency: "ProfileDependency", component: "ProfileAdapter.Component",
                provider: "ProfileAdapter",
                properties: [
                    DependencyProperty(
                        name: "userName", type: "String", providedBy: "ProfileAdapter.Component",
                        declaredIn: "Example/LoggedIn/ProfileAdapter.swift:9")
                ]),
        ],
        components: [
            ComponentLink(component: "EmptyComponent", parent: nil),
            ComponentLink(component: "RootComponent", parent: "EmptyComponent"),
            ComponentLink(component: "LoggedInComponent", parent: "RootComponent"),
            ComponentLink(component: "SettingsComponent", parent: "LoggedInComponent"),
            ComponentLink(component: "ProfileAdapter.Component", parent: nil),
        ],
        adapters: [
            Adapter(name: "ProfileAdapter", parent: "LoggedIn", child: "Profile", component: "ProfileAdapter.Component")
        ],
        listeners: [
            Listener(child: "LoggedIn", listener: "RootInteractor"),
            Listener(child: "Settings", listener: "LoggedInInteractor"),
            Listener(child: "Profile", listener: "ProfileAdapter"),
        ],
        droppedEvents: 0
    )

    func testTheFormatExampleDecodesToExactlyWhatTheDocsSay() throws {
        let trace = try TraceDecoder().decode(contentsOfFile: SampleTraces.path("format-example"))
        XCTAssertEqual(trace.ribs, formatExample.ribs)
        XCTAssertEqual(trace.routes, formatExample.routes)
        XCTAssertEqual(trace.events, formatExample.events)
        XCTAssertEqual(trace.dependencies, formatExample.dependencies)
        XCTAssertEqual(trace.components, formatExample.components)
        XCTAssertEqual(trace.adapters, formatExample.adapters)
        XCTAssertEqual(trace.listeners, formatExample.listeners)
        XCTAssertEqual(trace, formatExample)
        XCTAssertEqual(trace.ribs.map(\.isViewful), [true, false, true, true])
        XCTAssertEqual(trace.rib("LoggedIn")?.name, "Logged in")
        XCTAssertEqual(trace.index(ofRIB: "Profile"), 3)
        XCTAssertNil(trace.index(ofRIB: "Logged in"))
    }

    func testSectionsAndKeysInAnyOrderDecodeTheSame() throws {
        let json = #"""
            {
              "droppedEvents": 7,
              "listeners": [{"listener": "RootInteractor", "child": "LoggedIn"}],
              "events": [
                {"child": "Root", "parent": null, "kind": "attach", "time": 0, "seq": 1},
                [2, 0.5, "a", 0, 1]
              ],
              "adapters": [{"component": "AC", "child": "LoggedIn", "parent": "Root", "name": "LoggedInAdapter"}],
              "dependencies": [{"provider": "LoggedInAdapter", "properties": [{"declaredIn": "a.swift:1", "name": "p"}],
                                "component": "AC", "dependency": "LoggedInDependency", "child": "LoggedIn"}],
              "components": [{"parent": null, "component": "AC"}],
              "routes": [{"adapter": "LoggedInAdapter", "child": "LoggedIn", "parent": "Root"}],
              "ribs": [{"view": "RootVC", "id": "Root"}, {"name": "Logged in", "id": "LoggedIn"}],
              "app": "Order",
              "version": 1,
              "format": "ribgraph-trace"
            }
            """#
        let expected = Trace(
            app: "Order",
            ribs: [RIB(id: "Root", view: "RootVC"), RIB(id: "LoggedIn", name: "Logged in")],
            routes: [Route(parent: "Root", child: "LoggedIn", adapter: "LoggedInAdapter")],
            events: [
                TraceEvent(seq: 1, time: 0, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 2, time: 0.5, kind: .attach, parent: 0, child: 1),
            ],
            dependencies: [
                DependencyEdge(
                    child: "LoggedIn", dependency: "LoggedInDependency", component: "AC", provider: "LoggedInAdapter",
                    properties: [DependencyProperty(name: "p", declaredIn: "a.swift:1")])
            ],
            components: [ComponentLink(component: "AC", parent: nil)],
            adapters: [Adapter(name: "LoggedInAdapter", parent: "Root", child: "LoggedIn", component: "AC")],
            listeners: [Listener(child: "LoggedIn", listener: "RootInteractor")],
            droppedEvents: 7
        )
        XCTAssertEqual(try Fixture.decode(json), expected)
    }

    func testOptionalSectionsDefaultToEmpty() throws {
        let trace = try Fixture.decode(Fixture.trace())
        XCTAssertEqual(trace, Trace(ribs: [RIB(id: "Root")]))
        XCTAssertNil(trace.app)
        XCTAssertEqual(trace.ribs[0].name, "Root")
        XCTAssertFalse(trace.ribs[0].isViewful)
        XCTAssertNil(trace.ribs[0].router)
        XCTAssertEqual(trace.routes, [])
        XCTAssertEqual(trace.events, [])
        XCTAssertEqual(trace.dependencies, [])
        XCTAssertEqual(trace.components, [])
        XCTAssertEqual(trace.adapters, [])
        XCTAssertEqual(trace.listeners, [])
        XCTAssertEqual(trace.droppedEvents, 0)
    }

    func testEmptySectionsAndNoRIBs() throws {
        let trace = try Fixture.decode(
            Fixture.trace(
                ribs: "[]",
                extra:
                    #", "routes": [], "dependencies": [], "components": [], "adapters": [], "listeners": [], "droppedEvents": 0"#
            ))
        XCTAssertEqual(trace, Trace(ribs: []))
    }

    // MARK: - Events

    private let threeRIBs = Fixture.ribs(["Root", "LoggedIn", "OffGame"])
    private let expectedEvents = [
        TraceEvent(seq: 1, time: 0.0, kind: .attach, parent: nil, child: 0),
        TraceEvent(seq: 2, time: 0.25, kind: .attach, parent: 0, child: 1),
        TraceEvent(seq: 3, time: nil, kind: .attach, parent: 1, child: 2),
        TraceEvent(seq: 4, time: 1.5, kind: .detach, parent: 1, child: 2),
    ]

    func testKeyedAndRowEventsDecodeToTheSameEvents() throws {
        let keyed = #"""
            [{"seq": 1, "time": 0.0, "kind": "attach", "parent": null, "child": "Root"},
             {"seq": 2, "time": 0.25, "kind": "attach", "parent": "Root", "child": "LoggedIn"},
             {"seq": 3, "kind": "attach", "parent": "LoggedIn", "child": "OffGame"},
             {"seq": 4, "time": 1.5, "kind": "detach", "parent": "LoggedIn", "child": "OffGame"}]
            """#
        let rows = #"[[1, 0.0, "a", null, 0], [2, 0.25, "a", 0, 1], [3, null, "a", 1, 2], [4, 1.5, "d", 1, 2]]"#
        let mixed = #"""
            [[1, 0.0, "a", null, 0],
             {"child": "LoggedIn", "parent": "Root", "kind": "attach", "time": 0.25, "seq": 2},
             [3, null, "a", 1, 2],
             {"seq": 4, "time": 1.5, "kind": "detach", "parent": "LoggedIn", "child": "OffGame"}]
            """#
        let fromKeyed = try Fixture.decode(Fixture.trace(ribs: threeRIBs, events: keyed))
        let fromRows = try Fixture.decode(Fixture.trace(ribs: threeRIBs, events: rows))
        let fromMixed = try Fixture.decode(Fixture.trace(ribs: threeRIBs, events: mixed))
        XCTAssertEqual(fromKeyed.events, expectedEvents)
        XCTAssertEqual(fromRows.events, expectedEvents)
        XCTAssertEqual(fromMixed.events, expectedEvents)
        XCTAssertEqual(fromKeyed, fromRows)
        XCTAssertEqual(fromKeyed, fromMixed)
    }

    func testKeyedTimeNullAndDetachWithoutParent() throws {
        let events =
            #"[{"seq": 1, "time": null, "kind": "attach", "parent": null, "child": "Root"}, {"seq": 2, "kind": "detach", "child": "Root"}]"#
        let trace = try Fixture.decode(Fixture.trace(ribs: threeRIBs, events: events))
        XCTAssertEqual(
            trace.events,
            [
                TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 2, kind: .detach, parent: nil, child: 0),
            ])
    }

    func testNumberForms() throws {
        let rows =
            #"[[1, 0, "a", null, 0], [2, 1e3, "a", 0, 1], [3, 2.5E-1, "a", 1, 2], [4, -0.5, "d", 1, 2], [5, 12345678.125, "d", 0, 1]]"#
        let trace = try Fixture.decode(Fixture.trace(ribs: threeRIBs, events: rows))
        XCTAssertEqual(trace.events.map(\.time), [0, 1000, 0.25, -0.5, 12345678.125])
    }

    func testEventIndexOfSeq() throws {
        let rows = #"[[2, null, "a", null, 0], [5, null, "a", 0, 1], [9, null, "a", 1, 2]]"#
        let trace = try Fixture.decode(Fixture.trace(ribs: threeRIBs, events: rows))
        XCTAssertEqual([1, 2, 3, 5, 8, 9, 10].map { trace.eventIndex(ofSeq: $0) }, [nil, 0, nil, 1, nil, 2, nil])
    }

    // MARK: - Strings

    func testStringEscapes() throws {
        let ribs = #"""
            [{"id": "Root", "name": "\"Quoted\" \\ back\/slash\n\ttab\b\f\r"},
             {"id": "\u0041\u00e9\uD83C\uDFAE", "router": "\uD83D\uDE00Router"},
             {"id": "LoggedIn", "name": "\u0000nul \u001f"}]
            """#
        let trace = try Fixture.decode(Fixture.trace(ribs: ribs))
        XCTAssertEqual(trace.ribs[0].name, "\"Quoted\" \\ back/slash\n\ttab\u{08}\u{0C}\r")
        XCTAssertEqual(trace.ribs[1].id, "Aé🎮")
        XCTAssertEqual(trace.ribs[1].id.unicodeScalars.map(\.value), [0x41, 0xE9, 0x1F3AE])
        XCTAssertEqual(trace.ribs[1].router, "😀Router")
        XCTAssertEqual(trace.ribs[2].name, "\u{0}nul \u{1F}")
    }

    func testKoreanAndEmojiIdsMatchWhetherEscapedOrNot() throws {
        let ribs = #"[{"id": "로그인", "name": "로그인 화면"}, {"id": "🔴"}, {"id": "다"}]"#
        // The events spell the same ids with \u escapes, including a surrogate pair for 🔴 (U+1F534).
        let events =
            #"[{"seq": 1, "kind": "attach", "parent": null, "child": "\uB85C\uADF8\uC778"}, {"seq": 2, "kind": "attach", "parent": "로그인", "child": "\ud83d\udd34"}, {"seq": 3, "kind": "attach", "parent": "\uB2E4", "child": "다"}]"#
        // seq 3 (다 under itself) decodes fine; replay is what rejects it.
        let trace = try Fixture.decode(Fixture.trace(ribs: ribs, events: events))
        XCTAssertEqual(trace.ribs.map(\.id), ["로그인", "🔴", "다"])
        XCTAssertEqual(trace.ribs[0].name, "로그인 화면")
        XCTAssertEqual(trace.events.map(\.parent), [nil, 0, 2])
        XCTAssertEqual(trace.events.map(\.child), [0, 1, 2])
    }

    func testUnknownKoreanRIBGetsASuggestion() {
        let ribs = #"[{"id": "로그인"}]"#
        let events = #"[{"seq": 1, "kind": "attach", "parent": null, "child": "로그안"}]"#
        assertDecodeError(
            Fixture.trace(ribs: ribs, events: events),
            #"app.json: events[0].child: unknown RIB "로그안" (did you mean "로그인"?)"#)
    }

    // MARK: - Samples

    func testTheTicTacToeSampleDecodes() throws {
        let path = SampleTraces.path("tictactoe")
        let trace = try TraceDecoder().decode(contentsOfFile: path)
        XCTAssertEqual(trace.app, "TicTacToe")
        XCTAssertEqual(
            trace.ribs.map(\.id),
            ["Root", "LoggedOut", "LoggedIn", "OffGame", "BasicScoreBoard", "TicTacToe", "RandomWin"])
        XCTAssertEqual(trace.ribs.map(\.isViewful), [true, true, false, true, true, true, true])
        XCTAssertEqual(trace.events.count, 16)
        XCTAssertEqual(trace.events[2], TraceEvent(seq: 3, time: 5.846, kind: .detach, parent: 0, child: 1))
        XCTAssertEqual(trace.events[15], TraceEvent(seq: 16, time: 33.429, kind: .attach, parent: 3, child: 4))
        XCTAssertEqual(trace.routes.count, 6)
        XCTAssertEqual(
            trace.routes[3],
            Route(parent: "LoggedIn", child: "TicTacToe", builder: "TicTacToeBuilder", adapter: "TicTacToeAdapter"))
        XCTAssertEqual(
            trace.dependencies.map(\.child),
            ["LoggedOut", "LoggedIn", "OffGame", "BasicScoreBoard", "TicTacToe", "RandomWin"])
        XCTAssertEqual(trace.dependencies[0].properties, [])
        XCTAssertEqual(trace.dependencies[3].properties.map(\.name), ["player1Name", "player2Name", "scoreStream"])
        XCTAssertEqual(
            trace.dependencies[3].properties[2],
            DependencyProperty(
                name: "scoreStream", type: "ScoreStream", providedBy: "LoggedInComponent",
                declaredIn: "TicTacToe/LoggedIn/LoggedInBuilder.swift:39"))
        XCTAssertEqual(trace.components.count, 9)
        XCTAssertEqual(trace.components[0], ComponentLink(component: "EmptyComponent", parent: nil))
        XCTAssertEqual(
            trace.adapters,
            [
                Adapter(name: "TicTacToeAdapter", parent: "LoggedIn", child: "TicTacToe"),
                Adapter(name: "RandomWinAdapter", parent: "LoggedIn", child: "RandomWin"),
            ])
        XCTAssertEqual(trace.listeners.last, Listener(child: "RandomWin", listener: "RandomWinAdapter"))
        XCTAssertEqual(trace.droppedEvents, 0)
    }

    func testDecodingBytesAndFileAgree() throws {
        let path = SampleTraces.path("format-example")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(
            try TraceDecoder().decode(bytes, file: "x.json"), try TraceDecoder().decode(contentsOfFile: path))
    }
}
