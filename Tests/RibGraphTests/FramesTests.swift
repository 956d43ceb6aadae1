import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Frames: one per event, every RIB in the same place in each, the changed RIB badged.
final class FramesTests: XCTestCase {
    private func frames(_ trace: Trace, options: SnapshotOptions = SnapshotOptions()) throws -> [FrameSequence.Frame] {
        var frames: [FrameSequence.Frame] = []
        try FrameSequence(trace: LoadedTrace(trace, source: "trace.json"), options: options).forEachFrame {
            frames.append($0)
        }
        return frames
    }

    private func svgs(_ trace: Trace, options: SnapshotOptions = SnapshotOptions()) throws -> [SVGInspector] {
        let sequence = try FrameSequence(trace: LoadedTrace(trace, source: "trace.json"), options: options)
        var svgs: [SVGInspector] = []
        try sequence.forEachFrame { frame in
            svgs.append(try SVGInspector(String(decoding: try sequence.draw(frame, format: .svg).bytes, as: UTF8.self)))
        }
        return svgs
    }

    func testOneFramePerEvent() throws {
        let trace = try SampleTraces.trace("tictactoe")
        let frames = try frames(trace)
        XCTAssertEqual(frames.count, trace.events.count)
        XCTAssertEqual(frames.map(\.seq), trace.events.map(\.seq))
        XCTAssertEqual(frames[7].caption, "attach TicTacToe under LoggedIn")
        XCTAssertEqual(frames[6].caption, "detach OffGame from LoggedIn")
    }

    func testEveryRIBKeepsItsPlaceInEveryFrame() throws {
        for direction in [LayoutDirection.topToBottom, .leftToRight] {
            let options = SnapshotOptions(direction: direction, dependencies: .properties)
            var outlines: [String: String] = [:]
            var viewBoxes: Set<String> = []
            for (index, svg) in try svgs(try SampleTraces.trace("tictactoe"), options: options).enumerated() {
                viewBoxes.insert(SVGInspector.attribute("viewBox", of: svg.document.rootElement()!) ?? "")
                for node in svg.nodeGroups where node.id.hasPrefix("rib-") {
                    let points = try XCTUnwrap(node.outline["points"], "\(node.id) has no polygon")
                    if let first = outlines[node.id] {
                        XCTAssertEqual(points, first, "\(node.id) moved in frame \(index + 1) (\(direction))")
                    } else {
                        outlines[node.id] = points
                    }
                }
            }
            XCTAssertEqual(outlines.count, 7, "every RIB ever attached appears")
            XCTAssertEqual(viewBoxes.count, 1, "the canvas stays the same: \(viewBoxes)")
        }
    }

    func testLayoutPositionsAreTheStableOnes() throws {
        let trace = try SampleTraces.trace("tictactoe")
        let sequence = try FrameSequence(trace: LoadedTrace(trace, source: "trace.json"), options: SnapshotOptions())
        try sequence.forEachFrame { frame in
            for (index, node) in frame.scene.nodes.enumerated() {
                XCTAssertEqual(
                    frame.layout.centers[index], sequence.stable.center(of: node.id), "\(node.key) at seq \(frame.seq)")
            }
        }
    }

    func testChangedRIBIsBadgedAndDetachedOnesAreFaint() throws {
        let frames = try frames(try SampleTraces.trace("tictactoe"))
        func node(_ id: String, seq: Int) throws -> Scene.Node {
            let frame = try XCTUnwrap(frames.first { $0.seq == seq })
            return try XCTUnwrap(frame.scene.nodes.first { $0.key == "rib:\(id)" })
        }
        XCTAssertEqual(try node("TicTacToe", seq: 8).badge, "attached")
        XCTAssertFalse(try node("TicTacToe", seq: 8).isFaint)
        XCTAssertTrue(try node("BasicScoreBoard", seq: 8).isFaint)
        XCTAssertNil(try node("LoggedIn", seq: 8).badge)
        XCTAssertEqual(try node("OffGame", seq: 7).badge, "detached")
        XCTAssertFalse(try node("OffGame", seq: 7).isFaint, "the detached RIB is shown, badged")
        XCTAssertTrue(try node("BasicScoreBoard", seq: 7).isFaint)
        XCTAssertEqual(try node("Root", seq: 1).badge, "attached")
    }

    func testReattachedUnderAnotherParentKeepsItsPlaceAndShowsItsRealParent() throws {
        let trace = Trace(
            ribs: [RIB(id: "Root"), RIB(id: "A"), RIB(id: "B"), RIB(id: "X")],
            events: [
                TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 2, kind: .attach, parent: 0, child: 1),
                TraceEvent(seq: 3, kind: .attach, parent: 0, child: 2),
                TraceEvent(seq: 4, kind: .attach, parent: 1, child: 3),
                TraceEvent(seq: 5, kind: .detach, parent: 1, child: 3),
                TraceEvent(seq: 6, kind: .attach, parent: 2, child: 3),
            ])
        let svgs = try svgs(trace)
        XCTAssertEqual(try svgs[3].node("rib-X").outline["points"], try svgs[5].node("rib-X").outline["points"])
        let lastEdges = svgs[5].edgeGroups.compactMap { SVGInspector.attribute("id", of: $0) }
        XCTAssertTrue(lastEdges.contains("tree-rib-B-rib-X"), "\(lastEdges)")
    }

    func testIndexPageEscapesCaptions() {
        let page = FramesIndexPage(
            title: "<b>&",
            entries: [
                .init(file: "frame-0001.svg", seq: 1, caption: "attach <script>alert(1)</script> \"q\" & 'a'")
            ]
        ).html
        XCTAssertFalse(page.contains("<script>alert"))
        XCTAssertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &amp; &#39;a&#39;"))
        XCTAssertTrue(page.contains("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"))
        XCTAssertEqual(RawOutput.count("<script", in: page), 2)
    }
}
