import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// Replay: the exact tree after every event of the tictactoe sample, `--at` with an unknown seq,
/// inconsistent logs with their exact messages, subtree detach, several roots, and every sample.
final class ReplayTests: XCTestCase {
    private let ids = ["Root", "A", "B", "C"]

    /// A trace over `ids` whose events are (seq, kind, parent id, child id).
    private func trace(_ events: [(Int, TraceEvent.Kind, String?, String)]) -> Trace {
        let index = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        return Trace(
            ribs: ids.map { RIB(id: $0) },
            events: events.map {
                TraceEvent(seq: $0.0, kind: $0.1, parent: $0.2.map { index[$0]! }, child: index[$0.3]!)
            })
    }

    private func render(_ events: [(Int, TraceEvent.Kind, String?, String)], line: UInt = #line) throws -> String {
        let trace = trace(events)
        return try TraceReplayer(trace: LoadedTrace(trace, source: "log.json")).tree().render(trace.ribs, line: line)
    }

    private func assertInconsistent(
        _ events: [(Int, TraceEvent.Kind, String?, String)], _ expected: String, line: UInt = #line
    ) {
        assertTraceError(expected, line: line) {
            try TraceReplayer(trace: LoadedTrace(trace(events), source: "log.json")).tree()
        }
        assertTraceError(expected, line: line) {
            try TraceReplayer(trace: LoadedTrace(trace(events), source: "log.json")).validate()
        }
    }

    // MARK: - tictactoe, event by event

    /// The tree after each seq of samples/tictactoe/trace.json, worked out by hand from its events.
    private let ticTacToeTrees: [Int: String] = [
        1: "Root",
        2: "Root(LoggedOut)",
        3: "Root",
        4: "Root(LoggedIn)",
        5: "Root(LoggedIn(OffGame))",
        6: "Root(LoggedIn(OffGame(BasicScoreBoard)))",
        7: "Root(LoggedIn)",
        8: "Root(LoggedIn(TicTacToe))",
        9: "Root(LoggedIn)",
        10: "Root(LoggedIn(OffGame))",
        11: "Root(LoggedIn(OffGame(BasicScoreBoard)))",
        12: "Root(LoggedIn)",
        13: "Root(LoggedIn(RandomWin))",
        14: "Root(LoggedIn)",
        15: "Root(LoggedIn(OffGame))",
        16: "Root(LoggedIn(OffGame(BasicScoreBoard)))",
    ]

    func testTicTacToeTreeAtEveryEvent() throws {
        let path = SampleTraces.path("tictactoe")
        let trace = try TraceDecoder().decode(contentsOfFile: path)
        let replayer = TraceReplayer(trace: LoadedTrace(trace, source: path))
        XCTAssertEqual(trace.events.map(\.seq), Array(1...16))
        for seq in 1...16 {
            XCTAssertEqual(try replayer.tree(at: seq).render(trace.ribs), ticTacToeTrees[seq], "after seq \(seq)")
        }
        var visited: [Int] = []
        try replayer.forEachTree { tree, index, event in
            visited.append(event.seq)
            XCTAssertEqual(index, event.seq - 1)
            XCTAssertEqual(tree.render(trace.ribs), ticTacToeTrees[event.seq], "forEachTree after seq \(event.seq)")
            XCTAssertEqual(tree, try replayer.tree(at: event.seq) as? RecordedTree)
        }
        XCTAssertEqual(visited, Array(1...16))
        XCTAssertEqual(try replayer.tree() as? RecordedTree, try replayer.tree(at: 16) as? RecordedTree)
    }

    func testTicTacToeTreeDetailsAtSeqSix() throws {
        let trace = try TraceDecoder().decode(contentsOfFile: SampleTraces.path("tictactoe"))
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "t.json")).tree(at: 6)
        // 0 Root, 1 LoggedOut, 2 LoggedIn, 3 OffGame, 4 BasicScoreBoard, 5 TicTacToe, 6 RandomWin
        XCTAssertEqual(tree.roots, [0])
        XCTAssertEqual(tree.parent, [nil, nil, 0, 2, 3, nil, nil])
        XCTAssertEqual(tree.isAttached, [true, false, true, true, true, false, false])
        XCTAssertEqual(tree.children, [[2], [], [3], [4], [], [], []])
        XCTAssertEqual(tree.preorder, [0, 2, 3, 4])
        XCTAssertEqual(tree.depths, [0, nil, 1, 2, 3, nil, nil])
        XCTAssertEqual(tree.attachedCount, 4)
        XCTAssertEqual(tree.wording, .recording)
        XCTAssertEqual(tree.parents(of: 4), [3])
        XCTAssertEqual(tree.unreachableRoots, [], "the app attached every root")
        XCTAssertEqual(tree.spanningParents(among: [0, 4]), tree.parent, "a tree shown in part keeps its shape")
    }

    /// A recording names a RIB, and a child under its parent, by the path of ids from the root, which tells two
    /// copies of one RIB apart; the declaration is the child RIB's.
    func testARecordingNamesPlacesByPath() throws {
        let ribs = [RIB(id: "Root"), RIB(id: "Home"), RIB(id: "Web", declaredIn: "Web.swift:1")]
        let trace = Trace(
            app: nil, ribs: ribs, routes: [Route(parent: "Home", child: "Web", declaredIn: "Home.swift:9")],
            events: [
                TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 2, kind: .attach, parent: 0, child: 1),
                TraceEvent(seq: 3, kind: .attach, parent: 1, child: 2),
            ])
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "log.json")).tree()
        XCTAssertEqual(tree.place(of: 2, in: trace), "Root/Home/Web")
        XCTAssertEqual(tree.place(ofChild: 2, under: 1, in: trace), "Root/Home/Web")
        XCTAssertEqual(tree.declaration(ofChild: 2, under: 1, in: trace), "Web.swift:1")
    }

    // MARK: - --at

    func testUnknownSeqNamesTheRange() throws {
        let path = SampleTraces.path("tictactoe")
        let replayer = TraceReplayer(trace: LoadedTrace(try TraceDecoder().decode(contentsOfFile: path), source: path))
        assertTraceError("\(path): no event has seq 17 (seqs run from 1 to 16)") { try replayer.tree(at: 17) }
        assertTraceError("\(path): no event has seq 0 (seqs run from 1 to 16)") { try replayer.tree(at: 0) }
        XCTAssertThrowsError(try replayer.tree(at: -4)) { error in
            XCTAssertEqual(error as? InputError, .noSuchEvent(file: path, seq: -4, available: 1...16))
        }
    }

    func testUnknownSeqInsideAGap() {
        let replayer = TraceReplayer(
            trace: LoadedTrace(
                trace([(10, .attach, nil, "Root"), (20, .attach, "Root", "A"), (30, .attach, "A", "B")]),
                source: "log.json"))
        assertTraceError("log.json: no event has seq 15 (seqs run from 10 to 30)") { try replayer.tree(at: 15) }
        XCTAssertEqual(try replayer.tree(at: 20).render(ids.map { RIB(id: $0) }), "Root(A)")
    }

    func testUnknownSeqWithoutEvents() throws {
        let replayer = TraceReplayer(trace: LoadedTrace(trace([]), source: "empty.json"))
        assertTraceError("empty.json: no event has seq 1: the trace has no events") { try replayer.tree(at: 1) }
        XCTAssertEqual(try replayer.tree() as? RecordedTree, RecordedTree(ribCount: 4))
        XCTAssertEqual(try replayer.tree().attachedCount, 0)
    }

    // MARK: - Inconsistent logs

    func testDetachingWhatIsNotAttached() {
        assertInconsistent(
            [(10, .attach, nil, "Root"), (20, .detach, "Root", "A")],
            #"log.json: events[1] (seq 20): detaching "A", which is not attached"#)
        assertInconsistent(
            [
                (1, .attach, nil, "Root"), (2, .attach, "Root", "A"), (3, .detach, "Root", "A"),
                (4, .detach, "Root", "A"),
            ],
            #"log.json: events[3] (seq 4): detaching "A", which is not attached"#)
    }

    func testDetachingFromTheWrongParent() {
        let base: [(Int, TraceEvent.Kind, String?, String)] = [
            (10, .attach, nil, "Root"), (20, .attach, "Root", "A"), (30, .attach, "A", "B"),
        ]
        assertInconsistent(
            base + [(40, .detach, "Root", "B")],
            #"log.json: events[3] (seq 40): detaching "B" from "Root", but it is attached to "A""#)
        assertInconsistent(
            base + [(40, .detach, nil, "B")],
            #"log.json: events[3] (seq 40): detaching "B" as a root, but it is attached to "A""#)
        assertInconsistent(
            base + [(40, .detach, "A", "Root")],
            #"log.json: events[3] (seq 40): detaching "Root" from "A", but it is attached as a root"#)
    }

    func testAttachingWhatIsAttached() {
        let base: [(Int, TraceEvent.Kind, String?, String)] = [
            (1, .attach, nil, "Root"), (2, .attach, "Root", "A"), (3, .attach, nil, "B"),
        ]
        assertInconsistent(
            base + [(4, .attach, "Root", "A")], #"log.json: events[3] (seq 4): "A" is already attached to "Root""#)
        assertInconsistent(
            base + [(4, .attach, "B", "A")], #"log.json: events[3] (seq 4): "A" is already attached to "Root""#)
        assertInconsistent(
            base + [(4, .attach, nil, "Root")], #"log.json: events[3] (seq 4): "Root" is already attached"#)
        assertInconsistent(
            base + [(4, .attach, "A", "B")], #"log.json: events[3] (seq 4): "B" is already attached as a root"#)
    }

    func testAttachingUnderAnUnattachedParent() {
        assertInconsistent(
            [(1, .attach, nil, "Root"), (2, .attach, "A", "B")],
            #"log.json: events[1] (seq 2): parent "A" is not attached"#)
        assertInconsistent([(5, .attach, "Root", "A")], #"log.json: events[0] (seq 5): parent "Root" is not attached"#)
        // A parent that was attached and then detached with its own parent's subtree.
        assertInconsistent(
            [
                (1, .attach, nil, "Root"), (2, .attach, "Root", "A"), (3, .attach, "A", "B"), (4, .detach, "Root", "A"),
                (5, .attach, "B", "C"),
            ],
            #"log.json: events[4] (seq 5): parent "B" is not attached"#)
    }

    func testAttachingToItselfIsACycle() {
        assertInconsistent(
            [(1, .attach, "A", "A")], #"log.json: events[0] (seq 1): attaching "A" to itself would make a cycle"#)
        assertInconsistent(
            [(1, .attach, nil, "Root"), (2, .attach, "Root", "Root")],
            #"log.json: events[1] (seq 2): attaching "Root" to itself would make a cycle"#)
    }

    func testAttachingAnAncestorUnderItsDescendantIsACycle() {
        let base: [(Int, TraceEvent.Kind, String?, String)] = [
            (1, .attach, nil, "Root"), (2, .attach, "Root", "A"), (3, .attach, "A", "B"),
        ]
        assertInconsistent(
            base + [(4, .attach, "B", "Root")],
            #"log.json: events[3] (seq 4): attaching "Root" under its own descendant "B" would make a cycle"#)
        assertInconsistent(
            base + [(4, .attach, "B", "A")],
            #"log.json: events[3] (seq 4): attaching "A" under its own descendant "B" would make a cycle"#)
    }

    func testEventsBeforeAnInconsistencyStillReplay() throws {
        let events: [(Int, TraceEvent.Kind, String?, String)] = [
            (1, .attach, nil, "Root"), (2, .attach, "Root", "A"), (3, .attach, "B", "C"),
        ]
        let replayer = TraceReplayer(trace: LoadedTrace(trace(events), source: "log.json"))
        XCTAssertEqual(try replayer.tree(at: 2).render(ids.map { RIB(id: $0) }), "Root(A)")
        var seen: [Int] = []
        assertTraceError(#"log.json: events[2] (seq 3): parent "B" is not attached"#) {
            try replayer.forEachTree { _, _, event in seen.append(event.seq) }
        }
        XCTAssertEqual(seen, [1, 2])
    }

    func testInconsistentEventsFromADecodedFileNameTheFile() throws {
        let json = Fixture.trace(
            ribs: Fixture.ribs(["Root", "LoggedIn"]),
            events: #"[[1, 0, "a", null, 0], [2, 0.1, "d", 0, 1]]"#)
        let trace = try Fixture.decode(json, file: "bad.json")
        assertTraceError(#"bad.json: events[1] (seq 2): detaching "LoggedIn", which is not attached"#) {
            try TraceReplayer(trace: LoadedTrace(trace, source: "bad.json")).validate()
        }
    }

    // MARK: - Detach and re-attach

    func testDetachTakesTheWholeSubtree() throws {
        let events: [(Int, TraceEvent.Kind, String?, String)] = [
            (1, .attach, nil, "Root"), (2, .attach, "Root", "A"), (3, .attach, "A", "B"), (4, .attach, "B", "C"),
            (5, .detach, "Root", "A"),
        ]
        XCTAssertEqual(try render(events), "Root")
        // A re-attached child starts with no children; its old descendants can be attached anywhere again.
        XCTAssertEqual(try render(events + [(6, .attach, "Root", "A")]), "Root(A)")
        XCTAssertEqual(
            try render(events + [(6, .attach, "Root", "A"), (7, .attach, "Root", "C"), (8, .attach, "C", "B")]),
            "Root(A, C(B))")
        assertInconsistent(
            events + [(6, .attach, "Root", "A"), (7, .detach, "A", "B")],
            #"log.json: events[6] (seq 7): detaching "B", which is not attached"#)
    }

    func testChildrenKeepAttachOrder() throws {
        let events: [(Int, TraceEvent.Kind, String?, String)] = [
            (1, .attach, nil, "Root"), (2, .attach, "Root", "A"), (3, .attach, "Root", "B"), (4, .attach, "Root", "C"),
        ]
        XCTAssertEqual(try render(events), "Root(A, B, C)")
        XCTAssertEqual(try render(events + [(5, .detach, "Root", "B")]), "Root(A, C)")
        XCTAssertEqual(try render(events + [(5, .detach, "Root", "B"), (6, .attach, "Root", "B")]), "Root(A, C, B)")
    }

    func testSeveralRoots() throws {
        let events: [(Int, TraceEvent.Kind, String?, String)] = [
            (1, .attach, nil, "Root"), (2, .attach, nil, "A"), (3, .attach, "Root", "B"), (4, .attach, "A", "C"),
        ]
        XCTAssertEqual(try render(events), "Root(B) | A(C)")
        let afterLaunches = try TraceReplayer(trace: LoadedTrace(trace(events), source: "log.json")).tree()
        XCTAssertEqual(afterLaunches.roots, [0, 1])
        XCTAssertEqual(afterLaunches.preorder, [0, 2, 1, 3])
        XCTAssertEqual(afterLaunches.depths, [0, 0, 1, 1])
        // Detaching a root (parent null) removes its tree; relaunching puts it after the other roots.
        XCTAssertEqual(try render(events + [(5, .detach, nil, "Root")]), "A(C)")
        XCTAssertEqual(try render(events + [(5, .detach, nil, "Root"), (6, .attach, nil, "Root")]), "A(C) | Root")
        XCTAssertEqual(try render(events + [(5, .detach, nil, "Root"), (6, .detach, nil, "A")]), "")
    }

    // MARK: - Samples

    func testEverySampleDecodesAndReplays() throws {
        let expected: [String: (ribs: Int, events: Int, final: String)] = [
            "adapter": (2, 4, "Parent(Child)"),
            "business-logic": (5, 8, "Root(Parent(Child#2, ChildLogic(Child)))"),
            "flattened": (12, 21, "A(BCWrapper(DEWrapper(E))) | Navigation(CaseA, CaseB, CaseC, CaseD)"),
            "format-example": (4, 5, "Root(LoggedIn(Profile))"),
            "presentations": (
                12, 0,
                "Root(LoggedOut, Home(Feed(Story(StoryHeader, Share), Analytics, Settings), Profile(Avatar), Onboarding))"
            ),
            "scanned": (7, 0, "Root(LoggedOut, LoggedIn(OffGame(BasicScoreBoard), TicTacToe, RandomWin))"),
            "tictactoe": (7, 16, "Root(LoggedIn(OffGame(BasicScoreBoard)))"),
            "vertical": (8, 10, "A(AA(B(가(나(🥝)))))"),
        ]
        let found = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("samples").path
        )
        .filter { FileManager.default.fileExists(atPath: SampleTraces.path($0)) }.sorted()
        XCTAssertEqual(found, SampleTraces.names)
        for name in SampleTraces.names {
            let path = SampleTraces.path(name)
            let trace = try TraceDecoder().decode(contentsOfFile: path)
            let replayer = TraceReplayer(trace: LoadedTrace(trace, source: path))
            XCTAssertNoThrow(try replayer.validate(), name)
            var count = 0
            try replayer.forEachTree { tree, _, _ in
                count += 1
                _ = tree.render(trace.ribs)
            }
            XCTAssertEqual(trace.ribs.count, expected[name]?.ribs, name)
            XCTAssertEqual(trace.events.count, expected[name]?.events, name)
            XCTAssertEqual(count, trace.events.count, name)
            XCTAssertEqual(try replayer.tree().render(trace.ribs), expected[name]?.final, name)
        }
    }
}
