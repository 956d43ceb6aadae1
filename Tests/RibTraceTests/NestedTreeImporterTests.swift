import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// Nested-tree input: the docs' hand-written example, RIBsTreeViewerClient's `"XRouter (View) "` names,
/// repeated names, key order, and errors with their JSON paths.
final class NestedTreeImporterTests: XCTestCase {
    private let nodeKeys = "name, children, viewless, router, interactor, view, builder, dependency, component"

    /// The trace the docs' sketch must become: every node a RIB, attached in document order, parents first.
    private let sketch = Trace(
        app: "Sketch",
        ribs: [
            RIB(id: "Root", isViewful: true),
            RIB(id: "LoggedOut", isViewful: true),
            RIB(id: "LoggedIn", isViewful: false),
            RIB(id: "OffGame", isViewful: true),
        ],
        events: [
            TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0),
            TraceEvent(seq: 2, kind: .attach, parent: 0, child: 1),
            TraceEvent(seq: 3, kind: .attach, parent: 0, child: 2),
            TraceEvent(seq: 4, kind: .attach, parent: 2, child: 3),
        ]
    )

    /// The first ```json block after "A hand-written nested tree" in docs/trace-format.md.
    private func docsExample() throws -> String {
        let docs = try String(contentsOf: packageRoot.appendingPathComponent("docs/trace-format.md"), encoding: .utf8)
        let section = try XCTUnwrap(docs.range(of: "**A hand-written nested tree**"))
        let start = try XCTUnwrap(docs.range(of: "```json\n", range: section.upperBound..<docs.endIndex))
        let end = try XCTUnwrap(docs.range(of: "```", range: start.upperBound..<docs.endIndex))
        return String(docs[start.upperBound..<end.lowerBound])
    }

    func testTheDocsExample() throws {
        let json = try docsExample()
        XCTAssertTrue(json.contains(#""viewless": true"#), json)
        let trace = try Fixture.decode(json, file: "sketch.json")
        XCTAssertEqual(trace.ribs.map(\.id), ["Root", "LoggedOut", "LoggedIn", "OffGame"])
        XCTAssertEqual(trace.ribs.map(\.name), ["Root", "LoggedOut", "LoggedIn", "OffGame"])
        XCTAssertEqual(trace.ribs.map(\.isViewful), [true, true, false, true])
        XCTAssertEqual(trace, sketch)
        XCTAssertEqual(
            try TraceReplayer(trace: LoadedTrace(trace, source: "sketch.json")).tree().render(trace.ribs),
            "Root(LoggedOut, LoggedIn(OffGame))")
    }

    func testKeyOrderDoesNotMatter() throws {
        let childrenFirst = #"""
            {"children": [
               {"name": "LoggedOut"},
               {"children": [{"name": "OffGame"}], "viewless": true, "name": "LoggedIn"}
             ],
             "name": "Root",
             "app": "Sketch"}
            """#
        XCTAssertEqual(try Fixture.decode(childrenFirst), sketch)
    }

    func testRepeatedNamesGetNumberedIds() throws {
        let json =
            #"{"name": "Root", "children": [{"name": "Card"}, {"name": "Card", "children": [{"name": "Card"}]}, {"name": "Root"}]}"#
        let trace = try Fixture.decode(json)
        XCTAssertEqual(trace.ribs.map(\.id), ["Root", "Card", "Card#2", "Card#3", "Root#2"])
        XCTAssertEqual(trace.ribs.map(\.name), ["Root", "Card", "Card", "Card", "Root"])
        XCTAssertEqual(trace.events.map(\.parent), [nil, 0, 0, 2, 0])
        XCTAssertEqual(trace.events.map(\.child), [0, 1, 2, 3, 4])
        XCTAssertEqual(trace.events.map(\.seq), [1, 2, 3, 4, 5])
        XCTAssertNil(trace.app)
    }

    func testGeneratedIdsNeverCollideWithWrittenNames() throws {
        // "A#2" is both a written name and the id a second "A" would get: ids must stay unique.
        let laterCollision = try Fixture.decode(
            #"{"name": "Root", "children": [{"name": "A"}, {"name": "A"}, {"name": "A#2"}]}"#)
        XCTAssertEqual(laterCollision.ribs.map(\.id), ["Root", "A", "A#2", "A#2#2"])
        XCTAssertEqual(laterCollision.ribs.map(\.name), ["Root", "A", "A", "A#2"])
        let earlierCollision = try Fixture.decode(
            #"{"name": "Root", "children": [{"name": "A#2"}, {"name": "A"}, {"name": "A"}]}"#)
        XCTAssertEqual(earlierCollision.ribs.map(\.id), ["Root", "A#2", "A", "A#3"])
        for trace in [laterCollision, earlierCollision] {
            for (index, rib) in trace.ribs.enumerated() {
                XCTAssertEqual(trace.index(ofRIB: rib.id), index, rib.id)
            }
        }
    }

    func testRIBsTreeViewerClientNames() throws {
        let json = #"""
            {"name": "RootRouter (View) ", "children": [
              {"name": "LoggedInRouter", "children": [
                {"name": "OffGameRouter (View) ", "children": [{"name": "BasicScoreBoardRouter (View) ", "children": []}]}
              ]}
            ]}
            """#
        let trace = try Fixture.decode(json)
        XCTAssertEqual(trace.ribs.map(\.name), ["Root", "LoggedIn", "OffGame", "BasicScoreBoard"])
        XCTAssertEqual(trace.ribs.map(\.id), ["Root", "LoggedIn", "OffGame", "BasicScoreBoard"])
        XCTAssertEqual(
            trace.ribs.map(\.router), ["RootRouter", "LoggedInRouter", "OffGameRouter", "BasicScoreBoardRouter"])
        XCTAssertEqual(trace.ribs.map(\.isViewful), [true, false, true, true])
        XCTAssertEqual(trace.ribs.map(\.view), [nil, nil, nil, nil])
        XCTAssertEqual(trace.events.map(\.parent), [nil, 0, 1, 2])
        XCTAssertEqual(
            try TraceReplayer(trace: LoadedTrace(trace, source: "app.json")).tree().render(trace.ribs),
            "Root(LoggedIn(OffGame(BasicScoreBoard)))")
    }

    func testTreeViewerSiblingsWithTheSameRouter() throws {
        let json =
            #"{"name": "RootRouter (View) ", "children": [{"name": "CardRouter (View) "}, {"name": "CardRouter (View) "}]}"#
        let trace = try Fixture.decode(json)
        XCTAssertEqual(trace.ribs.map(\.id), ["Root", "Card", "Card#2"])
        XCTAssertEqual(trace.ribs.map(\.router), ["RootRouter", "CardRouter", "CardRouter"])
    }

    func testExplicitTypesAreKept() throws {
        let json = #"""
            {"name": "Root", "router": "RootRouter", "interactor": "RootInteractor", "view": "RootViewController",
             "builder": "RootBuilder", "dependency": "RootDependency", "component": "RootComponent",
             "children": [{"name": "HomeRouter (View) ", "router": "CustomHomeRouter"},
                          {"name": "Logic", "viewless": true, "interactor": "LogicInteractor"},
                          {"name": "Shown", "viewless": false}]}
            """#
        let trace = try Fixture.decode(json)
        XCTAssertEqual(
            trace.ribs[0],
            RIB(
                id: "Root", router: "RootRouter", interactor: "RootInteractor", view: "RootViewController",
                isViewful: true, builder: "RootBuilder", dependency: "RootDependency", component: "RootComponent"))
        XCTAssertEqual(trace.ribs[1], RIB(id: "Home", router: "CustomHomeRouter", isViewful: true))
        XCTAssertEqual(trace.ribs[2], RIB(id: "Logic", interactor: "LogicInteractor", isViewful: false))
        XCTAssertEqual(trace.ribs[3], RIB(id: "Shown", isViewful: true))
    }

    func testASingleNode() throws {
        XCTAssertEqual(
            try Fixture.decode(#"{"name": "Solo"}"#),
            Trace(
                ribs: [RIB(id: "Solo", isViewful: true)],
                events: [TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0)]))
    }

    func testADeepChainWithinTheNestingLimit() throws {
        // Each level is an array and an object: 120 nodes nest 239 levels deep.
        var json = ""
        for level in 0..<120 { json += #"{"name": "N\#(level)", "children": ["# }
        json += "]" + String(repeating: "}]", count: 119) + "}"
        let trace = try Fixture.decode(json)
        XCTAssertEqual(trace.ribs.count, 120)
        XCTAssertEqual(trace.ribs.last?.id, "N119")
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "app.json")).tree()
        XCTAssertEqual(tree.depths.last, 119)
        XCTAssertEqual(tree.preorder, Array(0..<120))
    }

    // MARK: - Errors

    func testUnknownKeyInANestedNodeNamesItsPath() {
        assertDecodeError(
            #"{"name": "Root", "children": [{"name": "A", "colour": "red"}]}"#,
            "app.json: children[0].colour: unknown key (expected one of: \(nodeKeys))")
        assertDecodeError(
            #"{"name": "Root", "children": [{"name": "A"}, {"name": "B", "children": [{"colour": "red", "name": "C"}]}]}"#,
            "app.json: children[1].children[0].colour: unknown key (expected one of: \(nodeKeys))")
    }

    func testUnknownKeyAtTheTop() {
        assertDecodeError(
            #"{"name": "Root", "colour": "red"}"#, "app.json: colour: unknown key (expected one of: app, \(nodeKeys))")
    }

    func testAppOnlyAtTheTop() {
        assertDecodeError(
            #"{"name": "Root", "children": [{"name": "A", "app": "Nested"}]}"#,
            "app.json: children[0].app: unknown key (expected one of: \(nodeKeys))")
    }

    func testWrongTypesAndMissingNames() {
        assertDecodeError(
            #"{"name": "Root", "children": [{"children": []}]}"#, #"app.json: children[0]: missing required key "name""#
        )
        assertDecodeError(
            #"{"name": "Root", "children": [{"name": "A", "viewless": "yes"}]}"#,
            "app.json: children[0].viewless: expected a boolean, found a string")
        assertDecodeError(
            #"{"name": "Root", "children": {"name": "A"}}"#, "app.json: children: expected an array, found an object")
        assertDecodeError(
            #"{"name": "Root", "children": ["A"]}"#, "app.json: children[0]: expected an object, found a string")
        assertDecodeError(#"{"name": ""}"#, "app.json: name: must not be empty")
        assertDecodeError(#"{"name": 7}"#, "app.json: name: expected a string, found a number")
        assertDecodeError(#"{"name": "Root", "app": 7}"#, "app.json: app: expected a string, found a number")
        assertDecodeError(
            #"{"name": "Root", "children": [{"name": "A", "router": ""}]}"#,
            "app.json: children[0].router: must not be empty")
    }

    func testInvalidJSONInANestedTreeIsLocated() {
        assertDecodeError(
            "{\"name\": \"Root\",\n \"children\": [{\"name\": \"A\"} {\"name\": \"B\"}]}",
            "app.json:2:29: invalid JSON: expected ',' or ']' after an array element, found '{'")
    }

    func testNestingTooDeepInATreeIsInvalidJSON() {
        var json = ""
        for level in 0..<200 { json += #"{"name": "N\#(level)", "children": ["# }
        // Node k's object is level 2k + 1, so node 128's '{' is level 257; the 128 nodes before it take
        // 10 × 28 + 90 × 29 + 28 × 30 characters.
        assertDecodeError(
            json, "app.json:1:3731: invalid JSON: nested more than 256 levels deep (raise it with --max-nesting)")
    }
}
