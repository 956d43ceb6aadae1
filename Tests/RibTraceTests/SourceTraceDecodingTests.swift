import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// The keys a scan writes (`origin`, version 2, a RIB's `declaredIn`, `module` and `root`, a route's `via` and
/// `declaredIn`, an edge's `parent`, a property's `providedIn`): decoded when right, rejected with the JSON path
/// and the reason when wrong, absent in every recording.
final class SourceTraceDecodingTests: XCTestCase {
    /// A version-2 source trace with these ribs, routes and extra members.
    private func source(
        ribs: String = #"[{"id": "Root", "root": true}, {"id": "Child"}]"#, routes: String = "[]",
        extra: String = "", version: Int = 2
    ) -> String {
        #"{"format": "ribgraph-trace", "version": \#(version), "origin": "source", "ribs": \#(ribs), "routes": \#(routes)\#(extra)}"#
    }

    func testSourceKeysDecode() throws {
        let json = source(
            ribs: #"[{"id": "Root", "root": true, "module": "App", "declaredIn": "App/Root/RootBuilder.swift:21"}, "#
                + #"{"id": "Child", "module": "App", "declaredIn": "App/Child/ChildBuilder.swift:9"}]"#,
            routes: #"[{"parent": "Root", "child": "Child", "builder": "ChildBuilder", "via": "ancestor", "#
                + #""declaredIn": "App/Root/RootRouter.swift:12"}]"#,
            extra: #"""
                , "dependencies": [{"child": "Child", "parent": "Root", "dependency": "ChildDependency", "component": "RootComponent",
                  "properties": [{"name": "session", "type": "Session", "providedBy": "AppComponent",
                                  "declaredIn": "App/Child/ChildBuilder.swift:4", "providedIn": "App/AppComponent.swift:17"}]}]
                """#)
        let trace = try Fixture.decode(json)
        XCTAssertEqual(trace.origin, .source)
        XCTAssertTrue(trace.events.isEmpty)
        XCTAssertEqual(
            trace.ribs.map(\.declaredIn), ["App/Root/RootBuilder.swift:21", "App/Child/ChildBuilder.swift:9"])
        XCTAssertEqual(trace.ribs.map(\.isRoot), [true, false])
        XCTAssertEqual(trace.ribs.map(\.module), ["App", "App"])
        XCTAssertEqual(
            trace.routes,
            [
                Route(
                    parent: "Root", child: "Child", builder: "ChildBuilder", via: .ancestor,
                    declaredIn: "App/Root/RootRouter.swift:12")
            ])
        XCTAssertEqual(trace.dependencies[0].parent, "Root")
        XCTAssertEqual(
            trace.dependencies[0].properties,
            [
                DependencyProperty(
                    name: "session", type: "Session", providedBy: "AppComponent",
                    declaredIn: "App/Child/ChildBuilder.swift:4", providedIn: "App/AppComponent.swift:17")
            ])
    }

    private func sourceTrace(properties: String) -> String {
        #"{"format": "ribgraph-trace", "version": 2, "origin": "source", "ribs": ["#
            + #"{"id": "Root", "declaredIn": "App/Root/RootBuilder.swift:21"}, {"id": "Child", "declaredIn": "App/Child/ChildBuilder.swift:9"}], "#
            + #""routes": [{"parent": "Root", "child": "Child"}], "dependencies": [{"child": "Child", "parent": "Root", "#
            + #""dependency": "ChildDependency", "component": "RootComponent", "properties": \#(properties)}]}"#
    }

    func testPropertyHopsDecode() throws {
        let trace = try Fixture.decode(
            sourceTrace(
                properties: #"""
                    [{"name": "session", "type": "Session", "providedBy": "AppComponent", "declaredIn": "App/Child/ChildBuilder.swift:4",
                      "providedIn": "App/AppComponent.swift:17",
                      "via": [{"component": "RootComponent", "name": "session", "at": "App/Root/RootBuilder.swift:8"},
                              {"component": "AppComponent", "name": "userSession", "at": "App/AppComponent.swift:17"}]}]
                    """#))
        XCTAssertEqual(trace.origin, .source)
        XCTAssertEqual(
            trace.ribs.map(\.declaredIn), ["App/Root/RootBuilder.swift:21", "App/Child/ChildBuilder.swift:9"])
        XCTAssertEqual(
            trace.dependencies[0].properties,
            [
                DependencyProperty(
                    name: "session", type: "Session", providedBy: "AppComponent",
                    declaredIn: "App/Child/ChildBuilder.swift:4", providedIn: "App/AppComponent.swift:17",
                    via: [
                        ProvenanceHop(component: "RootComponent", name: "session", at: "App/Root/RootBuilder.swift:8"),
                        ProvenanceHop(component: "AppComponent", name: "userSession", at: "App/AppComponent.swift:17"),
                    ])
            ])
        XCTAssertEqual(
            try TraceDecoder().decode(TraceEncoder.encode(trace), file: "app.json"), trace,
            "via is written back as read")
    }

    func testBadVia() {
        assertDecodeError(
            sourceTrace(properties: #"[{"name": "x", "via": {"component": "A", "name": "x"}}]"#),
            "app.json: dependencies[0].properties[0].via: expected an array, found an object")
        assertDecodeError(
            sourceTrace(properties: #"[{"name": "x", "via": [{"component": "A"}]}]"#),
            #"app.json: dependencies[0].properties[0].via[0]: missing required key "name""#)
        assertDecodeError(
            sourceTrace(properties: #"[{"name": "x", "via": [{"component": "A", "name": "x", "at": "A.swift"}]}]"#),
            #"app.json: dependencies[0].properties[0].via[0].at: expected "path:line" with a line number of 1 or more, found "A.swift""#
        )
    }

    func testViaDefaultsFromTheAdapter() throws {
        let trace = try Fixture.decode(
            source(
                routes: #"[{"parent": "Root", "child": "Child"}, "#
                    + #"{"adapter": "ChildAdapter", "parent": "Child", "child": "Root"}]"#))
        XCTAssertEqual(trace.routes.map(\.via), [.builder, .adapter])
    }

    /// `ambiguous` decodes, defaults to false, is written only when true and must be a boolean.
    func testAmbiguousRoutesDecodeAndAreWrittenOnlyWhenTrue() throws {
        let trace = try Fixture.decode(
            source(
                routes: #"[{"parent": "Root", "child": "Child", "ambiguous": true}, "#
                    + #"{"parent": "Child", "child": "Root"}]"#))
        XCTAssertEqual(trace.routes.map(\.isAmbiguous), [true, false])
        let written = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        XCTAssertEqual(written.components(separatedBy: "\"ambiguous\": true").count, 2, written)
        XCTAssertFalse(written.contains("\"ambiguous\": false"), written)
        XCTAssertEqual(try Fixture.decode(written).routes, trace.routes)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "ambiguous": "yes"}]"#),
            "app.json: routes[0].ambiguous: expected a boolean, found a string")
    }

    func testOriginDefaultsToLiveAndMayBeSaid() throws {
        XCTAssertEqual(try Fixture.decode(Fixture.trace()).origin, .live)
        XCTAssertEqual(try Fixture.decode(Fixture.trace(extra: #", "origin": "live""#)).origin, .live)
        XCTAssertEqual(
            try Fixture.decode(#"{"name": "Root", "children": [{"name": "A"}]}"#).origin, .live,
            "a nested tree is not a scan")
        for name in SampleTraces.names where name != "scanned" && name != "presentations" {
            let trace = try TraceDecoder().decode(contentsOfFile: SampleTraces.path(name))
            XCTAssertEqual(trace.origin, .live, name)
            XCTAssertFalse(trace.ribs.contains { $0.isRoot || $0.module != nil || $0.declaredIn != nil }, name)
        }
    }

    func testTheScannedSampleSaysWhereEverythingIs() throws {
        let trace = try TraceDecoder().decode(contentsOfFile: SampleTraces.path("scanned"))
        XCTAssertEqual(trace.origin, .source)
        XCTAssertTrue(trace.events.isEmpty)
        XCTAssertEqual(trace.ribs.filter(\.isRoot).map(\.id), ["Root"])
        XCTAssertEqual(trace.rib("OffGame")?.declaredIn, "TicTacToe/OffGame/OffGameBuilder.swift:45")
        let edge = trace.dependencies.first { $0.child == "BasicScoreBoard" }
        XCTAssertEqual(edge?.parent, "OffGame")
        XCTAssertEqual(
            edge?.properties.first { $0.name == "scoreStream" },
            DependencyProperty(
                name: "scoreStream", type: "ScoreStream", providedBy: "LoggedInComponent",
                declaredIn: "TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift:22",
                providedIn: "TicTacToe/LoggedIn/LoggedInComponent+OffGame.swift:27"))
    }

    func testBadOrigin() {
        assertDecodeError(
            Fixture.trace(extra: #", "origin": "scan""#),
            #"app.json: origin: expected "live" or "source", found "scan""#)
        assertDecodeError(
            Fixture.trace(extra: #", "origin": "Source""#),
            #"app.json: origin: expected "live" or "source", found "Source""#)
        assertDecodeError(Fixture.trace(extra: #", "origin": null"#), "app.json: origin: expected a string, found null")
    }

    func testAVersionOneScanIsRefusedWithHowToScanAgain() {
        assertDecodeError(
            source(version: 1),
            "app.json: version: this scan of the sources is version 1, which lists a RIB that several parents "
                + "attach once per parent (Name#2, Name#3…); scan the sources again with this ribgraph "
                + "(ribgraph scan DIR -o FILE) to get version 2, one node per RIB type")
        assertDecodeError(
            source(version: 3),
            "app.json: version: this build of ribgraph reads trace versions 1 to 2, the file is version 3")
    }

    func testAScanHasNoEventsAndEachRouteOnce() {
        assertDecodeError(
            source(extra: #", "events": [[1, null, "a", null, 0]]"#),
            "app.json: events[0]: a scan of the sources has no events: its graph is its ribs and routes")
        XCTAssertNoThrow(try Fixture.decode(source(extra: #", "events": []"#)), "an empty list says the same")
        assertDecodeError(
            source(
                routes: #"[{"parent": "Root", "child": "Child"}, {"parent": "Child", "child": "Root"}, "#
                    + #"{"parent": "Root", "child": "Child", "builder": "ChildBuilder"}]"#),
            #"app.json: routes[2]: a second route from "Root" to "Child" (first at routes[0]): a scan lists each route once"#
        )
    }

    func testBadSourceKeys() {
        assertDecodeError(
            source(ribs: #"[{"id": "Root", "root": "yes"}]"#),
            "app.json: ribs[0].root: expected a boolean, found a string")
        assertDecodeError(
            source(ribs: #"[{"id": "Root", "root": true, "root": true}]"#), "app.json: ribs[0].root: duplicate key")
        assertDecodeError(
            source(ribs: #"[{"id": "Root", "module": 3}]"#),
            "app.json: ribs[0].module: expected a string, found a number")
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "via": "magic"}]"#),
            #"app.json: routes[0].via: expected one of "builder", "adapter", "ancestor", found "magic""#)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "declaredIn": "RootRouter.swift"}]"#),
            #"app.json: routes[0].declaredIn: expected "path:line" with a line number of 1 or more, found "RootRouter.swift""#
        )
        assertDecodeError(
            source(
                extra: #", "dependencies": [{"child": "Child", "parent": "Rot", "dependency": "D", "component": "C"}]"#),
            #"app.json: dependencies[0].parent: unknown RIB "Rot" (did you mean "Root"?)"#)
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "root": true}]"#),
            "app.json: ribs[0].root: unknown key (expected one of: id, name, router, interactor, view, builder, dependency, component, declaredIn, buildArguments, container)",
            "root is a scan's word; a recording's roots are its launches")
    }

    /// What `ribgraph flatten` adds to a source trace: a proposed RIB type and the RIBs a moved route came from;
    /// and the container a RIB's view controller is.
    func testAProposalsKeysAreReadInASourceTraceOnly() throws {
        let json = source(
            ribs: #"[{"id": "Root", "root": true}, {"id": "ChildWrapper", "proposed": "wrapper"}, "#
                + #"{"id": "Child", "view": "ChildController", "container": "navigation"}]"#,
            routes: #"[{"parent": "Root", "child": "ChildWrapper"}, "#
                + #"{"parent": "ChildWrapper", "child": "Child", "movedFrom": "Root"}, "#
                + #"{"parent": "ChildWrapper", "child": "Root", "movedFrom": ["Child", "ChildWrapper"]}]"#)
        let trace = try Fixture.decode(json)
        XCTAssertEqual(trace.ribs.map(\.proposed), [nil, .wrapper, nil])
        XCTAssertEqual(trace.ribs.map(\.container), [nil, nil, .navigation])
        XCTAssertEqual(trace.routes.map(\.movedFrom), [[], ["Root"], ["Child", "ChildWrapper"]])
        XCTAssertEqual(
            try Fixture.decode(String(decoding: TraceEncoder.encode(trace), as: UTF8.self)), trace,
            "written back as read")
        assertDecodeError(
            source(ribs: #"[{"id": "Root", "proposed": "adapter"}]"#),
            #"app.json: ribs[0].proposed: expected "wrapper" or "navigation", found "adapter""#)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "movedFrom": "Roo"}]"#),
            #"app.json: routes[0].movedFrom: unknown RIB "Roo" (did you mean "Root"?)"#)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "movedFrom": ["Root", "Roo"]}]"#),
            #"app.json: routes[0].movedFrom[1]: unknown RIB "Roo" (did you mean "Root"?)"#)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "movedFrom": ["Root", "Root"]}]"#),
            #"app.json: routes[0].movedFrom[1]: "Root" twice"#)
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "movedFrom": []}]"#),
            "app.json: routes[0].movedFrom: must name at least one RIB (leave the key out when not known)")
        assertDecodeError(
            source(ribs: #"[{"id": "Root", "container": "split"}]"#),
            #"app.json: ribs[0].container: expected "navigation" or "tabBar", found "split""#)
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "proposed": "wrapper"}]"#),
            "app.json: ribs[0].proposed: unknown key (expected one of: id, name, router, interactor, view, builder, dependency, component, declaredIn, buildArguments, container)",
            "a recording is what ran: nothing in it is proposed")
    }

    /// The router functions that build a child: each with its name and place, written back as read; a recording
    /// has none.
    func testAttachedByNamesTheRouterFunctionsThatBuildTheChild() throws {
        let json = source(
            routes: #"[{"parent": "Root", "child": "Child", "attachedBy": [{"function": "routeToChild", "#
                + #""declaredIn": "App/Root/RootRouter.swift:30"}, {"function": "init", "declaredIn": "App/Root/RootRouter.swift:12"}]}]"#
        )
        let trace = try Fixture.decode(json)
        XCTAssertEqual(
            trace.routes[0].attachedBy,
            [
                RouteFunction(name: "routeToChild", declaredIn: "App/Root/RootRouter.swift:30"),
                RouteFunction(name: "init", declaredIn: "App/Root/RootRouter.swift:12"),
            ])
        let written = String(decoding: TraceEncoder.encode(trace), as: UTF8.self)
        XCTAssertTrue(
            written.contains(
                #""attachedBy": [{"declaredIn": "App/Root/RootRouter.swift:30", "function": "routeToChild"}, "#),
            written)
        XCTAssertEqual(try Fixture.decode(written), trace, "written back as read")
        assertDecodeError(
            source(
                routes:
                    #"[{"parent": "Root", "child": "Child", "attachedBy": [{"function": "go", "declaredIn": "R.swift"}]}]"#
            ),
            #"app.json: routes[0].attachedBy[0].declaredIn: expected "path:line" with a line number of 1 or more, found "R.swift""#
        )
        assertDecodeError(
            source(routes: #"[{"parent": "Root", "child": "Child", "attachedBy": [{"declaredIn": "R.swift:3"}]}]"#),
            #"app.json: routes[0].attachedBy[0]: missing required key "function""#)
        assertDecodeError(
            Fixture.trace(
                ribs: #"[{"id": "Root"}, {"id": "Child"}]"#,
                extra: #", "routes": [{"parent": "Root", "child": "Child", "attachedBy": []}]"#),
            "app.json: routes[0].attachedBy: unknown key (expected one of: parent, child, builder, adapter, via, declaredIn, ambiguous, presentation, presentationReason)",
            "a recording saw attaches, not the code that makes them")
    }

    func testBuildArguments() throws {
        let trace = try Fixture.decode(
            Fixture.trace(ribs: #"[{"id": "Root", "buildArguments": ["player1Name: String", "games: [Game]"]}]"#))
        XCTAssertEqual(trace.ribs[0].buildArguments, ["player1Name: String", "games: [Game]"])
        XCTAssertEqual(try Fixture.decode(Fixture.trace()).ribs[0].buildArguments, [], "absent: none known")
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "buildArguments": "name: String"}]"#),
            "app.json: ribs[0].buildArguments: expected an array, found a string")
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "buildArguments": ["a: A", 3]}]"#),
            "app.json: ribs[0].buildArguments[1]: expected a string, found a number")
    }

    func testLocationsMustBePathColonLine() {
        let reason = #"expected "path:line" with a line number of 1 or more, found"#
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "declaredIn": "RootBuilder.swift"}]"#),
            #"app.json: ribs[0].declaredIn: \#(reason) "RootBuilder.swift""#)
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "declaredIn": "RootBuilder.swift:0"}]"#),
            #"app.json: ribs[0].declaredIn: \#(reason) "RootBuilder.swift:0""#)
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "declaredIn": ":12"}]"#),
            #"app.json: ribs[0].declaredIn: \#(reason) ":12""#)
        assertDecodeError(
            Fixture.trace(ribs: #"[{"id": "Root", "declaredIn": 12}]"#),
            "app.json: ribs[0].declaredIn: expected a string, found a number")
        let edge = { (property: String) in
            Fixture.trace(
                extra:
                    #", "dependencies": [{"child": "Root", "dependency": "D", "component": "C", "properties": [{"name": "x"}, \#(property)]}]"#
            )
        }
        assertDecodeError(
            edge(#"{"name": "y", "providedIn": "B.swift:-3"}"#),
            #"app.json: dependencies[0].properties[1].providedIn: \#(reason) "B.swift:-3""#)
        assertDecodeError(
            edge(#"{"name": "y", "declaredIn": "B.swift:x"}"#),
            #"app.json: dependencies[0].properties[1].declaredIn: \#(reason) "B.swift:x""#)
        assertDecodeError(
            edge(#"{"name": "y", "providedIn": ""}"#),
            #"app.json: dependencies[0].properties[1].providedIn: \#(reason) """#)
    }

    func testSourceLocationParsing() {
        XCTAssertEqual(
            SourceLocation("Sources/App/Root Builder.swift:12"),
            SourceLocation(path: "Sources/App/Root Builder.swift", line: 12))
        XCTAssertEqual(
            SourceLocation("C:/dir:with:colons/A.swift:3"), SourceLocation(path: "C:/dir:with:colons/A.swift", line: 3))
        XCTAssertEqual(SourceLocation("A.swift:7")?.description, "A.swift:7")
        XCTAssertNil(SourceLocation("A.swift"))
        XCTAssertNil(SourceLocation("A.swift:"))
        XCTAssertNil(SourceLocation("A.swift:+3"))
        XCTAssertNil(SourceLocation("A.swift:07"), "no leading zero, as the schema's pattern")
        XCTAssertNil(SourceLocation("A.swift:٣"), "only ASCII digits")
        XCTAssertNil(SourceLocation("A.swift:99999999999999999999"), "a line that overflows")
    }
}
