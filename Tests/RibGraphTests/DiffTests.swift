import Foundation
import RibAnalysis
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// `TreeDiff`, `DiffLayout` and the picture, on the samples (the texts are RibAnalysisTests' DiffTextTests).
final class DiffTests: XCTestCase {
    static func tictactoeDiff() throws -> Diff {
        let base = try SampleTraces.trace("tictactoe")
        return try Diff(
            base: .init(trace: LoadedTrace(base, source: "base.json"), caption: "BASE"),
            head: .init(trace: LoadedTrace(try SampleTraces.tictactoeEdited(), source: "head.json"), caption: "HEAD"))
    }

    func testVerticalAgainstFlattenedFindsExactlyTheAddedAndRemovedRIBs() throws {
        let base = try SampleTraces.trace("vertical"), head = try SampleTraces.trace("flattened")
        let diff = try Diff(
            base: .init(trace: LoadedTrace(base, source: "v"), caption: "vertical"),
            head: .init(trace: LoadedTrace(head, source: "f"), caption: "flattened"))
        XCTAssertEqual(
            diff.diff.added, ["BCWrapper", "DEWrapper", "E", "Navigation", "CaseA", "CaseB", "CaseC", "CaseD"])
        XCTAssertEqual(diff.diff.removed, ["AA", "B", "가", "나", "🥝"])
        XCTAssertEqual(diff.diff.moved, [])
        XCTAssertEqual(diff.title, "base vertical → head flattened: +8 −5 ~0")
    }

    func testTictactoeChangesAreFoundAndClassified() throws {
        let diff = try Self.tictactoeDiff().diff
        XCTAssertEqual(
            diff.changes,
            [
                .init(kind: .added, rib: "Settings", name: "Settings", detail: "under LoggedIn"),
                .init(kind: .removed, rib: "BasicScoreBoard", name: "BasicScoreBoard", detail: "was under OffGame"),
                .init(kind: .moved, rib: "OffGame", name: "OffGame", detail: "LoggedIn → Root"),
                .init(
                    kind: .providerChanged, rib: "OffGame", name: "OffGame",
                    detail: "OffGameDependency: LoggedInComponent → RootComponent", dependency: "OffGameDependency"),
            ])
        XCTAssertEqual(diff.summary, "+1 −1 ~1")
    }

    /// Both sides make one tidy tree: each child one level below its parent, each level on one line, no two
    /// boxes overlapping, siblings in order. (Until BASE's positions were given up, a moved RIB kept its BASE
    /// place and OffGame's new edge from Root ran from the root past LoggedIn; see docs/diff.md.)
    func testTheUnionIsOneTidyTreeWithEveryChangeUnderItsParent() throws {
        for diff in [
            try Self.tictactoeDiff(),
            try Diff(
                base: .init(trace: LoadedTrace(try SampleTraces.trace("vertical"), source: "v"), caption: "v"),
                head: .init(trace: LoadedTrace(try SampleTraces.trace("flattened"), source: "f"), caption: "f")),
        ] {
            let drawn = try diff.layout(), scene = drawn.scene, layout = drawn.layout
            let vertical = layout.direction == .topToBottom
            func along(_ node: Int) -> Double { vertical ? layout.centers[node].y : layout.centers[node].x }
            func across(_ node: Int) -> Double { vertical ? layout.centers[node].x : layout.centers[node].y }
            var level = [Int](repeating: -1, count: scene.nodes.count)
            var stack = scene.roots.map { ($0, 0) }
            while let (node, depth) = stack.popLast() {
                level[node] = depth
                stack.append(contentsOf: scene.children[node].map { ($0, depth + 1) })
            }
            XCTAssertFalse(level.contains(-1), "every node hangs in the forest")
            for a in scene.nodes.indices {
                for b in scene.nodes.indices where a < b {
                    let (ka, kb) = (scene.nodes[a].key, scene.nodes[b].key)
                    if level[a] == level[b] {
                        XCTAssertEqual(along(a), along(b), "\(ka) and \(kb) share a level")
                    } else {
                        XCTAssertEqual(level[a] < level[b], along(a) < along(b), "\(ka) and \(kb) in level order")
                    }
                    let (ca, sa) = (layout.centers[a], layout.sizes[a]), (cb, sb) = (layout.centers[b], layout.sizes[b])
                    let apart =
                        abs(ca.x - cb.x) >= (sa.width + sb.width) / 2 || abs(ca.y - cb.y) >= (sa.height + sb.height) / 2
                    XCTAssertTrue(apart, "\(ka) overlaps \(kb)")
                }
            }
            for children in scene.children where children.count > 1 {
                XCTAssertEqual(children.map(across), children.map(across).sorted(), "siblings in order")
            }
        }
        // Tic-tac-toe: OffGame moved under Root stands under Root; BasicScoreBoard, removed, under OffGame.
        let tictactoe = try Self.tictactoeDiff().layout().scene
        let key = { (index: Int) in tictactoe.nodes[index].key }
        let children = Dictionary(
            uniqueKeysWithValues: tictactoe.children.indices.map { (key($0), tictactoe.children[$0].map(key)) })
        XCTAssertEqual(children["rib:Root"], ["rib:LoggedIn", "rib:OffGame"])
        XCTAssertEqual(children["rib:OffGame"], ["rib:BasicScoreBoard"])
        XCTAssertEqual(children["rib:LoggedIn"], ["rib:Settings"])
    }

    /// A removed RIB stands where it stood among its siblings in BASE, not after HEAD's.
    func testARemovedRIBKeepsItsPlaceAmongItsSiblings() throws {
        let ribs = ["Root", "A", "B", "C", "D"].map { RIB(id: $0) }
        let events =
            [TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0)]
            + (1...3).map { TraceEvent(seq: $0 + 1, kind: .attach, parent: 0, child: $0) }
            + [
                TraceEvent(seq: 5, kind: .detach, parent: 0, child: 2),
                TraceEvent(seq: 6, kind: .attach, parent: 0, child: 4),
            ]
        let trace = Trace(ribs: ribs, events: events)
        let diff = try Diff(
            base: .init(trace: LoadedTrace(trace, source: "t"), seq: 4, caption: "before"),
            head: .init(trace: LoadedTrace(trace, source: "t"), caption: "after"))
        let scene = try diff.layout().scene
        XCTAssertEqual(
            scene.children[scene.roots[0]].map { scene.nodes[$0].key }, ["rib:A", "rib:B", "rib:C", "rib:D"])
        XCTAssertEqual(scene.nodes.first { $0.key == "rib:B" }?.mark, .removed)
    }

    func testTictactoeMarksAndEdges() throws {
        let layout = try Self.tictactoeDiff().layout()
        let marks = Dictionary(uniqueKeysWithValues: layout.scene.nodes.map { ($0.key, $0.mark) })
        XCTAssertEqual(
            marks,
            [
                "rib:Root": nil, "rib:LoggedIn": nil, "rib:OffGame": .moved,
                "rib:BasicScoreBoard": .removed, "rib:Settings": .added,
            ])
        let key = { (index: Int) in layout.scene.nodes[index].key }
        XCTAssertEqual(
            layout.scene.formerEdges.map { [key($0.parent), key($0.child)] }, [["rib:LoggedIn", "rib:OffGame"]])
        let links = layout.scene.dependencies.map {
            "\(key($0.provider))→\(key($0.consumer)) \($0.mark?.rawValue ?? "-")"
        }
        XCTAssertTrue(links.contains("rib:Root→rib:OffGame changed"), "\(links)")
        XCTAssertTrue(links.contains("rib:LoggedIn→rib:OffGame removed"), "\(links)")
        // BasicScoreBoard's edge from its parent went with it: its red box says so.
        XCTAssertFalse(links.contains { $0.hasSuffix("rib:BasicScoreBoard removed") }, "\(links)")
        let full = try Self.tictactoeDiff().layout(options: SnapshotOptions(dependencies: .all)).scene
        XCTAssertTrue(
            full.dependencies.contains { full.nodes[$0.consumer].key == "rib:BasicScoreBoard" && $0.mark == .removed })
    }

    /// A RIB that HEAD attaches outside the focus is not gone: with the focus on LoggedIn, OffGame (moved under
    /// Root) is drawn moved, its dependency edges unmarked, and only BasicScoreBoard removed.
    func testARIBMovedOutOfTheFocusIsNotDrawnRemoved() throws {
        let scene = try Self.tictactoeDiff().layout(options: SnapshotOptions(focus: "LoggedIn")).scene
        let mark = { (key: String) in scene.nodes.first { $0.key == key }?.mark }
        XCTAssertEqual(mark("rib:OffGame"), .moved)
        XCTAssertEqual(mark("rib:BasicScoreBoard"), .removed)
        XCTAssertEqual(mark("rib:LoggedIn"), nil)
        let gone = scene.dependencies.filter { $0.mark == .removed }.map { scene.nodes[$0.consumer].key }
        XCTAssertEqual(gone, ["rib:OffGame"], "only OffGame's old provider")
    }

    func testTictactoePictureRenders() throws {
        let png = try Self.tictactoeDiff().render(.png).bytes
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let svg = String(decoding: try Self.tictactoeDiff().render(.svg).bytes, as: UTF8.self)
        XCTAssertTrue(svg.contains("base BASE → head HEAD: +1 −1 ~1"))
        XCTAssertTrue(svg.contains("id=\"former&#45;rib&#45;LoggedIn&#45;rib&#45;OffGame\""), svg)
        XCTAssertTrue(svg.contains("class=\"node rib viewful added\""), svg)
        if let folder = ProcessInfo.processInfo.environment["RIBGRAPH_DIFF_PNG"] {
            try Data(png).write(to: URL(fileURLWithPath: folder))
        }
    }
}
