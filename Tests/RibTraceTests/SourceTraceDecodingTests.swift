import Foundation
import RibTrace
import XCTest

/// The keys a scan writes (`origin`, a RIB's `declaredIn`, a property's `providedIn` and `via`): decoded
/// when right, rejected with the JSON path and the reason when wrong, absent in every older trace.
final class SourceTraceDecodingTests: XCTestCase {
    private func sourceTrace(properties: String) -> String {
        #"{"format": "ribgraph-trace", "version": 2, "origin": "source", "ribs": ["# +
            #"{"id": "Root", "declaredIn": "App/Root/RootBuilder.swift:21"}, {"id": "Child", "declaredIn": "App/Child/ChildBuilder.swift:9"}], "# +
            #""routes": [{"parent": "Root", "child": "Child"}], "dependencies": [{"child": "Child", "parent": "Root", "# +
            #""dependency": "ChildDependency", "component": "RootComponent", "properties": \#(properties)}]}"#
    }

    func testSourceKeysDecode() throws {
        let trace = try Fixture.decode(sourceTrace(properties: #"""
            [{"name": "session", "type": "Session", "providedBy": "AppComponent", "declaredIn": "App/Child/ChildBuilder.swift:4",
              "providedIn": "App/AppComponent.swift:17",
              "via": [{"component": "RootComponent", "name": "session", "at": "App/Root/RootBuilder.swift:8"},
                      {"component": "AppComponent", "name": "userSession", "at": "App/AppComponent.swift:17"}]}]
            """#))
        XCTAssertEqual(trace.origin, .source)
        XCTAssertEqual(trace.ribs.map(\.declaredIn), ["App/Root/RootBuilder.swift:21", "App/Child/ChildBuilder.swift:9"])
        XCTAssertEqual(trace.dependencies[0].properties,
                       [DependencyProperty(name: "session", type: "Session", providedBy: "AppComponent",
                                           declaredIn: "App/Child/ChildBuilder.swift:4", providedIn: "App/AppComponent.swift:17",
                                           via: [ProvenanceHop(component: "RootComponent", name: "session", at: "App/Root/RootBuilder.swift:8"),
                                                 ProvenanceHop(component: "AppComponent", name: "userSession", at: "App/AppComponent.swift:17")])])
        XCTAssertEqual(try TraceDecoder().decode(TraceEncoder.encode(trace), file: "app.json"), trace,
                       "via is written back as read")
    }

    func testBadVia() {
        assertDecodeError(sourceTrace(properties: #"[{"name": "x", "via": {"component": "A", "name": "x"}}]"#),
                          "app.json: dependencies[0].properties[0].via: expected an array, found an object")
        assertDecodeError(sourceTrace(properties: #"[{"name": "x", "via": [{"component": "A"}]}]"#),
                          #"app.json: dependencies[0].properties[0].via[0]: missing required key "name""#)
        assertDecodeError(sourceTrace(properties: #"[{"name": "x", "via": [{"component": "A", "name": "x", "at": "A.swift"}]}]"#),
                          #"app.json: dependencies[0].properties[0].via[0].at: expected "path:line" with a line number of 1 or more, found "A.swift""#)
    }

    func testOriginDefaultsToLiveAndMayBeSaid() throws {
        XCTAssertEqual(try Fixture.decode(Fixture.trace()).origin, .live)
        XCTAssertEqual(try Fixture.decode(Fixture.trace(extra: #", "origin": "live""#)).origin, .live)
        XCTAssertEqual(try Fixture.decode(#"{"name": "Root", "children": [{"name": "A"}]}"#).origin, .live,
                       "a nested tree is not a scan")
        for name in Fixture.sampleNames where name != "scanned" {
            let trace = try TraceDecoder().decode(contentsOfFile: Fixture.samplePath(name))
            XCTAssertEqual(trace.origin, .live, name)
            XCTAssertFalse(trace.ribs.contains { $0.declaredIn != nil }, name)
        }
    }

    func testTheScannedSampleSaysWhereEverythingIs() throws {
        let trace = try TraceDecoder().decode(contentsOfFile: Fixture.samplePath("scanned"))
        XCTAssertEqual(trace.origin, .source)
        XCTAssertTrue(trace.events.allSatisfy { $0.kind == .attach && $0.time == nil })
        XCTAssertEqual(trace.rib("OffGame")?.declaredIn, "TicTacToe/OffGame/OffGameBuilder.swift:45")
        let scoreStream = trace.dependencies.first { $0.child == "BasicScoreBoard" }?.properties.first { $0.name == "scoreStream" }
        XCTAssertEqual(scoreStream, DependencyProperty(name: "scoreStream", type: "ScoreStream", providedBy: "LoggedInComponent",
                                                       declaredIn: "TicTacToe/BasicScoreBoard/BasicScoreBoardBuilder.swift:22",
                                                       providedIn: "TicTacToe/LoggedIn/LoggedInComponent+OffGame.swift:27"))
    }

    func testBadOrigin() {
        assertDecodeError(Fixture.trace(extra: #", "origin": "scan""#),
                          #"app.json: origin: expected "live" or "source", found "scan""#)
        assertDecodeError(Fixture.trace(extra: #", "origin": "Source""#),
                          #"app.json: origin: expected "live" or "source", found "Source""#)
        assertDecodeError(Fixture.trace(extra: #", "origin": null"#), "app.json: origin: expected a string, found null")
    }

    func testBuildArguments() throws {
        let trace = try Fixture.decode(Fixture.trace(ribs: #"[{"id": "Root", "buildArguments": ["player1Name: String", "games: [Game]"]}]"#))
        XCTAssertEqual(trace.ribs[0].buildArguments, ["player1Name: String", "games: [Game]"])
        XCTAssertEqual(try Fixture.decode(Fixture.trace()).ribs[0].buildArguments, [], "absent: none known")
        assertDecodeError(Fixture.trace(ribs: #"[{"id": "Root", "buildArguments": "name: String"}]"#),
                          "app.json: ribs[0].buildArguments: expected an array, found a string")
        assertDecodeError(Fixture.trace(ribs: #"[{"id": "Root", "buildArguments": ["a: A", 3]}]"#),
                          "app.json: ribs[0].buildArguments[1]: expected a string, found a number")
    }

    func testLocationsMustBePathColonLine() {
        let reason = #"expected "path:line" with a line number of 1 or more, found"#
        assertDecodeError(Fixture.trace(ribs: #"[{"id": "Root", "declaredIn": "RootBuilder.swift"}]"#),
                          #"app.json: ribs[0].declaredIn: \#(reason) "RootBuilder.swift""#)
        assertDecodeError(Fixture.trace(ribs: #"[{"id": "Root", "declaredIn": "RootBuilder.swift:0"}]"#),
                          #"app.json: ribs[0].declaredIn: \#(reason) "RootBuilder.swift:0""#)
        assertDecodeError(Fixture.trace(ribs: #"[{"id": "Root", "declaredIn": ":12"}]"#),
                          #"app.json: ribs[0].declaredIn: \#(reason) ":12""#)
        assertDecodeError(Fixture.trace(ribs: #"[{"id": "Root", "declaredIn": 12}]"#),
                          "app.json: ribs[0].declaredIn: expected a string, found a number")
        let edge = { (property: String) in
            Fixture.trace(extra: #", "dependencies": [{"child": "Root", "dependency": "D", "component": "C", "properties": [{"name": "x"}, \#(property)]}]"#)
        }
        assertDecodeError(edge(#"{"name": "y", "providedIn": "B.swift:-3"}"#),
                          #"app.json: dependencies[0].properties[1].providedIn: \#(reason) "B.swift:-3""#)
        assertDecodeError(edge(#"{"name": "y", "declaredIn": "B.swift:x"}"#),
                          #"app.json: dependencies[0].properties[1].declaredIn: \#(reason) "B.swift:x""#)
        assertDecodeError(edge(#"{"name": "y", "providedIn": ""}"#),
                          #"app.json: dependencies[0].properties[1].providedIn: \#(reason) """#)
    }

    func testSourceLocationParsing() {
        XCTAssertEqual(SourceLocation("Sources/App/Root Builder.swift:12"), SourceLocation(path: "Sources/App/Root Builder.swift", line: 12))
        XCTAssertEqual(SourceLocation("C:/dir:with:colons/A.swift:3"), SourceLocation(path: "C:/dir:with:colons/A.swift", line: 3))
        XCTAssertEqual(SourceLocation("A.swift:7")?.description, "A.swift:7")
        XCTAssertNil(SourceLocation("A.swift"))
        XCTAssertNil(SourceLocation("A.swift:"))
        XCTAssertNil(SourceLocation("A.swift:+3"))
        XCTAssertNil(SourceLocation("A.swift:07"), "no leading zero, as the schema's pattern")
        XCTAssertNil(SourceLocation("A.swift:٣"), "only ASCII digits")
        XCTAssertNil(SourceLocation("A.swift:99999999999999999999"), "a line that overflows")
    }
}
