import RibGraphTestSupport
import XCTest

@testable import RibGraph
@testable import RibTrace

/// What SceneBuilder puts in a picture: attached RIBs, focus, depth, adapters and dependency links.
final class SceneBuilderTests: XCTestCase {
    func testTicTacToeLastEventShowsTheAttachedTreeInOrder() throws {
        let scene = try SampleTraces.scene("tictactoe")
        XCTAssertEqual(scene.keys, ["rib:Root", "rib:LoggedIn", "rib:OffGame", "rib:BasicScoreBoard"])
        XCTAssertEqual(
            scene.nodes.map(\.kind),
            [.rib(viewful: true), .rib(viewful: false), .rib(viewful: true), .rib(viewful: true)])
        XCTAssertEqual(
            scene.nodes.map(\.elementID), ["rib-Root", "rib-LoggedIn", "rib-OffGame", "rib-BasicScoreBoard"])
        XCTAssertEqual(scene.roots, [0])
        XCTAssertEqual(scene.children, [[1], [2], [3], []])
        XCTAssertEqual(scene.title, "TicTacToe — last event, seq 16: attach BasicScoreBoard under OffGame")
    }

    func testNodeTextCompactsTypes() throws {
        let scene = try SampleTraces.scene("tictactoe")
        let loggedIn = scene.nodes[try scene.index(of: "rib:LoggedIn")]
        XCTAssertEqual(loggedIn.title, "LoggedIn")
        XCTAssertEqual(loggedIn.subtitle, "Router · Interactor")
        XCTAssertEqual(scene.nodes[0].subtitle, "Router · Interactor · ViewController")
    }

    func testEarlierEventShowsTheTreeAtThatEvent() throws {
        let scene = try SampleTraces.scene("tictactoe", options: SnapshotOptions(seq: 2))
        XCTAssertEqual(scene.keys, ["rib:Root", "rib:LoggedOut"])
        XCTAssertEqual(scene.children, [[1], []])
        XCTAssertEqual(scene.title, "TicTacToe — seq 2: attach LoggedOut under Root")
    }

    func testFocusKeepsPathToRootAndSubtree() throws {
        let scene = try SampleTraces.scene("tictactoe", options: SnapshotOptions(focus: "OffGame"))
        XCTAssertEqual(scene.keys, ["rib:Root", "rib:LoggedIn", "rib:OffGame", "rib:BasicScoreBoard"])
        XCTAssertEqual(
            scene.treeEdges,
            ["rib:Root -> rib:LoggedIn", "rib:LoggedIn -> rib:OffGame", "rib:OffGame -> rib:BasicScoreBoard"])
    }

    func testFocusDropsSiblingsAndOtherRoots() throws {
        // Add siblings the focus must drop: TicTacToe beside OffGame, LoggedOut beside LoggedIn.
        var trace = try SampleTraces.trace("tictactoe")
        let index = { (id: String) in trace.index(ofRIB: id)! }
        trace.events.append(TraceEvent(seq: 17, kind: .attach, parent: index("LoggedIn"), child: index("TicTacToe")))
        trace.events.append(TraceEvent(seq: 18, kind: .attach, parent: index("Root"), child: index("LoggedOut")))
        let whole = try SampleTraces.scene(of: trace)
        XCTAssertEqual(
            whole.keys,
            [
                "rib:Root", "rib:LoggedIn", "rib:OffGame", "rib:BasicScoreBoard",
                "adapter:TicTacToeAdapter:TicTacToe", "rib:TicTacToe", "rib:LoggedOut",
            ])
        let focused = try SampleTraces.scene(of: trace, options: SnapshotOptions(focus: "OffGame"))
        XCTAssertEqual(focused.keys, ["rib:Root", "rib:LoggedIn", "rib:OffGame", "rib:BasicScoreBoard"])
        XCTAssertEqual(focused.children, [[1], [2], [3], []])

        let flattened = try SampleTraces.scene("flattened", options: SnapshotOptions(focus: "CaseB"))
        XCTAssertEqual(flattened.keys, ["rib:Navigation", "rib:CaseB"])
        XCTAssertEqual(flattened.roots, [0])
    }

    func testFocusOnALeafKeepsItsAncestorsOnly() throws {
        let scene = try SampleTraces.scene("tictactoe", options: SnapshotOptions(focus: "LoggedIn"))
        XCTAssertEqual(scene.keys, ["rib:Root", "rib:LoggedIn", "rib:OffGame", "rib:BasicScoreBoard"])
        let leaf = try SampleTraces.scene("flattened", options: SnapshotOptions(focus: "BCWrapper"))
        XCTAssertEqual(leaf.keys, ["rib:A", "rib:BCWrapper", "rib:DEWrapper", "rib:E"])
    }

    func testFocusByDisplayName() throws {
        let scene = try SampleTraces.scene("format-example", options: SnapshotOptions(focus: "Logged in"))
        XCTAssertEqual(scene.keys, ["rib:Root", "rib:LoggedIn", "adapter:ProfileAdapter:Profile", "rib:Profile"])
        XCTAssertEqual(scene.nodes[1].title, "Logged in")
    }

    func testUnknownFocusThrowsWithSuggestion() throws {
        XCTAssertThrowsError(try SampleTraces.scene("tictactoe", options: SnapshotOptions(focus: "OffGam"))) { error in
            XCTAssertEqual(error as? SnapshotError, .unknownFocus("OffGam", suggestion: "OffGame"))
            XCTAssertEqual("\(error)", "--focus: no RIB \"OffGam\" in the trace (did you mean \"OffGame\"?)")
        }
        XCTAssertThrowsError(try SampleTraces.scene("tictactoe", options: SnapshotOptions(focus: "Qwxyzv"))) { error in
            XCTAssertEqual(error as? SnapshotError, .unknownFocus("Qwxyzv", suggestion: nil))
        }
    }

    func testFocusOnDetachedRIBThrows() throws {
        XCTAssertThrowsError(try SampleTraces.scene("tictactoe", options: SnapshotOptions(focus: "TicTacToe"))) {
            error in
            XCTAssertEqual(error as? SnapshotError, .focusNotAttached("TicTacToe"))
        }
        // Attached at seq 8, so the same focus works there.
        let scene = try SampleTraces.scene("tictactoe", options: SnapshotOptions(seq: 8, focus: "TicTacToe"))
        XCTAssertEqual(scene.keys, ["rib:Root", "rib:LoggedIn", "adapter:TicTacToeAdapter:TicTacToe", "rib:TicTacToe"])
    }

    func testDepthCollapsesDeeperLevelsIntoOneMoreNode() throws {
        let scene = try SampleTraces.scene("tictactoe", options: SnapshotOptions(depth: 1))
        XCTAssertEqual(scene.keys, ["rib:Root", "rib:LoggedIn", "more:LoggedIn"])
        XCTAssertEqual(scene.nodes[2].kind, .collapsed(count: 2))
        XCTAssertEqual(scene.nodes[2].title, "+2 more")
        XCTAssertEqual(scene.children, [[1], [2], []])

        let zero = try SampleTraces.scene("tictactoe", options: SnapshotOptions(depth: 0))
        XCTAssertEqual(zero.keys, ["rib:Root", "more:Root"])
        XCTAssertEqual(zero.nodes[1].kind, .collapsed(count: 3))
        XCTAssertEqual(zero.nodes[1].title, "+3 more")

        let deep = try SampleTraces.scene("tictactoe", options: SnapshotOptions(depth: 3))
        XCTAssertEqual(deep.keys, ["rib:Root", "rib:LoggedIn", "rib:OffGame", "rib:BasicScoreBoard"])
    }

    func testDepthCountsEachSubtreeSeparately() throws {
        let scene = try SampleTraces.scene("flattened", options: SnapshotOptions(depth: 1))
        XCTAssertEqual(
            scene.keys,
            [
                "rib:A", "rib:BCWrapper", "more:BCWrapper",
                "rib:Navigation", "rib:CaseA", "rib:CaseB", "rib:CaseC", "rib:CaseD",
            ])
        XCTAssertEqual(scene.roots, [0, 3])
        XCTAssertEqual(scene.nodes[2].kind, .collapsed(count: 2))
        let vertical = try SampleTraces.scene("vertical", options: SnapshotOptions(depth: 2))
        XCTAssertEqual(vertical.keys, ["rib:A", "rib:AA", "rib:B", "more:B"])
        XCTAssertEqual(vertical.nodes[3].kind, .collapsed(count: 3))
        XCTAssertEqual(vertical.nodes[3].title, "+3 more")
    }

    func testAdapterStandsOnTheEdgeWhileItsChildIsAttached() throws {
        let scene = try SampleTraces.scene("tictactoe", options: SnapshotOptions(seq: 8))
        XCTAssertEqual(scene.keys, ["rib:Root", "rib:LoggedIn", "adapter:TicTacToeAdapter:TicTacToe", "rib:TicTacToe"])
        XCTAssertEqual(scene.children, [[1], [2], [3], []])
        XCTAssertEqual(scene.nodes[2].kind, .adapter)
        XCTAssertEqual(scene.nodes[2].title, "TicTacToeAdapter")
        XCTAssertEqual(scene.nodes[2].elementID, "adapter-TicTacToeAdapter")
        // Root satisfies LoggedIn's Dependency beside the tree edge; LoggedIn satisfies TicTacToe's through the adapter.
        XCTAssertEqual(scene.dependencyEdges, ["rib:LoggedIn -> rib:TicTacToe: TicTacToeDependency"])
        XCTAssertEqual(
            try SampleTraces.scene("tictactoe", options: SnapshotOptions(seq: 8, dependencies: .all)).dependencyEdges,
            ["rib:Root -> rib:LoggedIn: LoggedInDependency", "rib:LoggedIn -> rib:TicTacToe: TicTacToeDependency"])
        XCTAssertEqual(scene.dependencies.map(\.properties), [[]], "edges mode lists no properties")
        // After the game, the adapter goes with its child.
        let after = try SampleTraces.scene("tictactoe", options: SnapshotOptions(seq: 9))
        XCTAssertEqual(after.keys, ["rib:Root", "rib:LoggedIn"])
    }

    func testDependencyLinksRunFromTheProvidingComponentsRIB() throws {
        let scene = try SampleTraces.scene("tictactoe", options: SnapshotOptions(dependencies: .all))
        XCTAssertEqual(
            scene.dependencyEdges,
            [
                "rib:Root -> rib:LoggedIn: LoggedInDependency",
                "rib:LoggedIn -> rib:OffGame: OffGameDependency",
                "rib:OffGame -> rib:BasicScoreBoard: BasicScoreBoardDependency",
            ])
        XCTAssertEqual(try SampleTraces.scene("tictactoe").dependencies, [], "each beside its tree edge")
        let none = try SampleTraces.scene("tictactoe", options: SnapshotOptions(dependencies: .none))
        XCTAssertEqual(none.dependencies, [])
        XCTAssertEqual(none.keys, scene.keys)
    }

    func testPropertiesModeListsEachPropertyAndItsProvider() throws {
        let scene = try SampleTraces.scene("tictactoe", options: SnapshotOptions(dependencies: .all))
        let offGame = try XCTUnwrap(scene.dependencies.first { $0.dependency == "OffGameDependency" })
        XCTAssertEqual(scene.nodes[offGame.provider].key, "rib:LoggedIn")
        XCTAssertEqual(
            offGame.properties,
            [
                "player1Name: String ← LoggedInComponent",
                "player2Name: String ← LoggedInComponent",
                "scoreStream: ScoreStream ← LoggedInComponent",
            ])
        // BasicScoreBoard's edge comes from OffGame, but its properties are really LoggedIn's.
        let board = try XCTUnwrap(scene.dependencies.first { $0.dependency == "BasicScoreBoardDependency" })
        XCTAssertEqual(scene.nodes[board.provider].key, "rib:OffGame")
        XCTAssertEqual(board.properties.last, "scoreStream: ScoreStream ← LoggedInComponent")
        // A property with only a name falls back to the edge's component.
        let example = try SampleTraces.scene("format-example", options: SnapshotOptions(seq: 3, dependencies: .all))
        let settings = try XCTUnwrap(example.dependencies.first { $0.dependency == "SettingsDependency" })
        XCTAssertEqual(settings.properties, ["session: Session ← RootComponent", "accountName ← LoggedInComponent"])
    }

    func testAdapterSampleDrawsTheDependencyFromTheAdapterNode() throws {
        let scene = try SampleTraces.scene("adapter", options: SnapshotOptions(dependencies: .properties))
        XCTAssertEqual(scene.keys, ["rib:Parent", "adapter:ChildAdapter:Child", "rib:Child"])
        XCTAssertEqual(scene.nodes.map(\.kind), [.rib(viewful: true), .adapter, .rib(viewful: true)])
        XCTAssertEqual(scene.dependencyEdges, ["adapter:ChildAdapter:Child -> rib:Child: ChildDependency"])
        XCTAssertEqual(scene.dependencies[0].properties, ["name: String ← ChildAdapter.Component"])
    }
}
