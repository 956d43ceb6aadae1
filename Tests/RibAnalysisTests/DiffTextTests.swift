import Foundation
import RibGraphTestSupport
import RibOutput
import RibTrace
import XCTest

@testable import RibAnalysis

/// A diff's texts, which RibAnalysis writes without Graphviz: the Markdown summary and the Mermaid graph.
final class DiffTextTests: XCTestCase {
    /// samples/tictactoe against ``SampleTraces/tictactoeEdited()``, the sides captioned BASE and HEAD.
    static func tictactoeDiff() throws -> Diff {
        try Diff(
            base: .init(trace: LoadedTrace(try SampleTraces.trace("tictactoe"), source: "base.json"), caption: "BASE"),
            head: .init(trace: LoadedTrace(try SampleTraces.tictactoeEdited(), source: "head.json"), caption: "HEAD"))
    }

    func testMarkdownSummary() throws {
        let text = String(decoding: try Self.tictactoeDiff().rendered(as: .markdown).bytes, as: UTF8.self)
        XCTAssertEqual(
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                "## RIB tree: base BASE → head HEAD", "",
                "**1 added · 1 removed · 1 moved · 0 changed**", "",
                "Dependencies: 1 provider changed.", "",
                "| change | RIB | detail |", "|---|---|---|",
                "| added | Settings | under LoggedIn |",
                "| removed | BasicScoreBoard | was under OffGame |",
                "| moved | OffGame | LoggedIn → Root |",
                "| provider changed | OffGame | OffGameDependency: LoggedInComponent → RootComponent |", "",
                "### Metrics that moved", "", "| metric | BASE | HEAD |", "|---|---:|---:|",
                "| maximum depth | 4 | 3 |", "| mean leaf depth | 4.00 | 2.50 |", "| maximum fan-out | 1 | 2 |",
                // Root chose LoggedOut or LoggedIn; in HEAD it also holds OffGame beside LoggedIn.
                "| routing decision points | 2 | 1 |",
                "| wrapper RIBs | 0 | 1 |", "| longest dependency tunnel | 1 | 0 |",
                "| mean dependency tunnel | 0.43 | 0.00 |", "",
            ])
    }

    /// Two scans are compared as graphs, with the two graphs at hand; a scan against a recording is compared as
    /// trees, in a tree's words, and has no graphs.
    func testOnlyTwoScansAreComparedAsGraphs() throws {
        let scanned = LoadedTrace(try SampleTraces.trace("scanned"), source: "scanned.json")
        let presented = LoadedTrace(try SampleTraces.trace("presentations"), source: "presentations.json")
        let recorded = LoadedTrace(try SampleTraces.trace("tictactoe"), source: "tictactoe.json")
        let graphs = try Diff(base: .init(trace: scanned, caption: "A"), head: .init(trace: presented, caption: "B"))
        XCTAssertEqual(graphs.diff.graphs?.head, RouteGraph(routesOf: presented.trace))
        XCTAssertEqual(graphs.diff.wording, RouteGraph.wording)
        XCTAssertTrue(
            graphs.diff.summary.hasSuffix(" routes, \(graphs.diff.count(.moved)) moved, ~\(graphs.diff.changed.count)"))
        let mixed = try Diff(base: .init(trace: scanned, caption: "A"), head: .init(trace: recorded, caption: "B"))
        XCTAssertNil(mixed.diff.graphs)
        XCTAssertEqual(mixed.diff.wording, RecordedTree.wording)
        XCTAssertFalse(mixed.diff.summary.contains("routes"))
    }

    func testMermaidGraph() throws {
        let text = String(decoding: try Self.tictactoeDiff().rendered(as: .mermaid).bytes, as: UTF8.self)
        XCTAssertEqual(
            text,
            """
            graph TD
            %% base BASE → head HEAD: +1 −1 ~1
            classDef added fill:#dcfce7,stroke:#16a34a,color:#14532d
            classDef removed fill:#fee2e2,stroke:#dc2626,stroke-dasharray:5 3,color:#7f1d1d
            classDef moved fill:#ffedd5,stroke:#ea580c
            classDef changed fill:#fef9c3,stroke:#ca8a04
              r_Root["Root"]
              r_LoggedIn["LoggedIn"]
              r_Settings["Settings"]
              r_OffGame["OffGame · 1 provider changed"]
              r_BasicScoreBoard["BasicScoreBoard"]
              r_Root --> r_LoggedIn
              r_LoggedIn --> r_Settings
              r_Root --> r_OffGame
              r_LoggedIn -.-> r_OffGame
              r_OffGame -.-> r_BasicScoreBoard
            class r_Settings added
            class r_BasicScoreBoard removed
            class r_OffGame moved
            linkStyle 3,4 stroke:#dc2626,stroke-dasharray:5 3

            """)
    }

    func testMermaidIDsAndLabelsAreSafe() throws {
        let trace = Trace(
            ribs: [RIB(id: "Root"), RIB(id: "A-1", name: "say \"hi\""), RIB(id: "A_1"), RIB(id: "end")],
            events: [TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0)]
                + (1...3).map { TraceEvent(seq: $0 + 1, kind: .attach, parent: 0, child: $0) })
        let diff = try Diff(
            base: .init(trace: LoadedTrace(trace, source: "t"), seq: 1, caption: "one"),
            head: .init(trace: LoadedTrace(trace, source: "t"), caption: "all"))
        let text = String(decoding: try diff.rendered(as: .mermaid).bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("  r_A_1[\"say #quot;hi#quot;\"]\n  r_A_1_2[\"A_1\"]\n  r_end[\"end\"]"), text)
    }

    func testMermaidOverItsLimitsShowsOnlyTheChangedRIBsAndTheirNeighbours() throws {
        let count = 700
        let ribs = (0..<count).map { RIB(id: "R\($0)") }
        let events = (0..<count).map {
            TraceEvent(seq: $0 + 1, kind: .attach, parent: $0 == 0 ? nil : ($0 - 1) / 2, child: $0)
        }
        let trace = Trace(ribs: ribs, events: events)
        let diff = try Diff(
            base: .init(trace: LoadedTrace(trace, source: "t"), seq: count - 1, caption: "before"),
            head: .init(trace: LoadedTrace(trace, source: "t"), caption: "after"))
        let text = String(decoding: try diff.rendered(as: .mermaid).bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("%% ribgraph: the full diff (700 RIBs"), text)
        // R699 and its parent R349.
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("  r_") && $0.contains("[") }.count, 2)
    }
}
