import Foundation
import RibAnalysis
import RibGraphTestSupport
import XCTest

@testable import RibGraph
@testable import RibTrace

/// The viewer's script, run in `node` without a DOM: its replay of the compact event rows against Swift's
/// replay, its captions against TraceCaption's, and the pan-and-zoom arithmetic both pages share.
final class ViewerScriptTests: XCTestCase {
    /// `node` on PATH, or a skip that says why.
    private static func node() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/node") {
            return "\(folder)/node"
        }
        throw XCTSkip("node is not installed (no node on PATH): the viewer's script cannot be run without a browser")
    }

    /// Runs `harness` in node with the page's scripts loaded (`RibViewer`, `RibPanZoom` and `data`, the
    /// page's embedded JSON, are globals) and returns what it prints, parsed as JSON.
    private func run(_ harness: String, page: String) throws -> Any {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewer-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataStart = try XCTUnwrap(page.range(of: "id=\"ribgraph-data\">")).upperBound
        let data = page[dataStart...].prefix { $0 != "<" }
        let scriptStart = try XCTUnwrap(page.range(of: "<script>\n", range: dataStart..<page.endIndex)).upperBound
        let scriptEnd = try XCTUnwrap(page.range(of: "</script>", range: scriptStart..<page.endIndex)).lowerBound
        let script = page[scriptStart..<scriptEnd]
        try String(data).write(to: folder.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
        try String(script).write(to: folder.appendingPathComponent("page.js"), atomically: true, encoding: .utf8)
        let main = """
            const fs = require("fs"), vm = require("vm");
            const context = vm.createContext({ URLSearchParams: URLSearchParams });
            vm.runInContext(fs.readFileSync(__dirname + "/page.js", "utf8"), context);
            context.data = JSON.parse(fs.readFileSync(__dirname + "/data.json", "utf8"));
            process.stdout.write(JSON.stringify(vm.runInContext(\(WebEscaping.jsonString("(function () {\n" + harness + "\n})()")), context)));
            """
        try main.write(to: folder.appendingPathComponent("main.js"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.node())
        process.arguments = [folder.appendingPathComponent("main.js").path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, message)
        return try JSONSerialization.jsonObject(with: bytes)
    }

    private func page(_ trace: Trace) throws -> String {
        String(
            decoding: try ViewerPage(trace: LoadedTrace(trace, source: "trace.json"), options: SnapshotOptions())
                .render(), as: UTF8.self)
    }

    /// For every event: the attached RIBs ("1" or "0" each), each RIB's parent, and the caption.
    private static let replayHarness = """
        var timeline = new RibViewer.Timeline(data), out = [];
        for (var i = 0; i < timeline.count; i++) {
          var state = timeline.stateAt(i);
          out.push({ seq: timeline.event(i).seq, attached: Array.prototype.join.call(state.attached, ""),
                     parents: Array.prototype.slice.call(state.parentOf), caption: RibViewer.caption(data, timeline, i) });
        }
        return out;
        """

    /// The script's replay agrees with TraceReplayer after every event, and its captions with TraceCaption's.
    private func assertReplayAgrees(_ trace: Trace, file: StaticString = #filePath, line: UInt = #line) throws {
        let rows = try XCTUnwrap(try run(Self.replayHarness, page: try page(trace)) as? [[String: Any]])
        XCTAssertEqual(rows.count, trace.events.count, file: file, line: line)
        let captions = TraceCaption(trace: LoadedTrace(trace, source: "trace.json"))
        var mismatches = 0
        try TraceReplayer(trace: LoadedTrace(trace, source: "")).forEachTree { tree, index, event in
            let expected = tree.isAttached.map { $0 ? "1" : "0" }.joined()
            let parents = tree.parent.map { $0 ?? -1 }
            guard index < rows.count else { return }
            let row = rows[index]
            if row["seq"] as? Int != event.seq || row["attached"] as? String != expected
                || row["parents"] as? [Int] != parents
                || row["caption"] as? String != captions.event(event)
            {
                mismatches += 1
                if mismatches <= 3 {
                    XCTFail(
                        "event \(index) (seq \(event.seq)): script says \(row), Swift \(expected) \(parents) "
                            + "\"\(captions.event(event))\"", file: file, line: line)
                }
            }
        }
        XCTAssertEqual(mismatches, 0, file: file, line: line)
    }

    func testReplayOfTheSampleAgreesWithSwift() throws {
        try assertReplayAgrees(try SampleTraces.trace("tictactoe"))
    }

    /// 5,000 events cross two of the script's checkpoints (every 2,048 events); RIBs leave with their subtrees and come back
    /// under other parents, the children they had left behind.
    func testReplayOfSubtreeChurnAgreesWithSwiftAcrossCheckpoints() throws {
        try assertReplayAgrees(ChurnTrace.make(ribs: 30, events: 5_000))
    }

    func testCaptionsOfASourceTraceSayWhatCanBeAttached() throws {
        try assertReplayAgrees(try SampleTraces.trace("scanned"))
    }

    func testSeqsThatSkipAreListedAndFound() throws {
        let trace = Trace(
            ribs: [RIB(id: "Root"), RIB(id: "A")],
            events: [
                TraceEvent(seq: 3, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 10, kind: .attach, parent: 0, child: 1),
                TraceEvent(seq: 11, kind: .detach, parent: 0, child: 1),
            ])
        let found = try XCTUnwrap(
            try run(
                """
                var t = new RibViewer.Timeline(data);
                return [t.indexOfSeq(3), t.indexOfSeq(10), t.indexOfSeq(11), t.indexOfSeq(4), t.indexOfSeq(12), t.seq(1)];
                """, page: try page(trace)) as? [Int])
        XCTAssertEqual(found, [0, 1, 2, -1, -1, 10])
        try assertReplayAgrees(trace)
    }

    /// Fit, zoom, zoom to a box and the hash, on the numbers of a 126-RIB tree 12,352 points wide.
    func testFitStaysLegibleAndZoomToABoxCentresIt() throws {
        let result = try XCTUnwrap(
            try run(
                """
                var wide = RibPanZoom.fit({ w: 12352, h: 952 }, { w: 1100, h: 700 }, 0.55, { x: 6000, y: 30 });
                var small = RibPanZoom.fit({ w: 400, h: 300 }, { w: 1100, h: 700 }, 0.55, null);
                var tall = RibPanZoom.fit({ w: 900, h: 9000 }, { w: 1100, h: 700 }, 0.55, { x: 450, y: 20 });
                var box = { x: 9000, y: 600, w: 120, h: 40 };
                var zoomed = RibPanZoom.zoomTo(wide, box, { w: 1100, h: 700 }, 0.55);
                var about = RibPanZoom.zoomAt({ x: 100, y: 50, s: 1 }, 2, 300, 200);
                var params = new URLSearchParams();
                RibPanZoom.writeView(params, { x: 12.4, y: -3.6, s: 0.5 });
                return { wide: wide, small: small, tall: tall, zoomed: zoomed, shown: RibPanZoom.shows(zoomed, box, { w: 1100, h: 700 }),
                         shownBefore: RibPanZoom.shows(wide, box, { w: 1100, h: 700 }), about: about,
                         hash: params.toString(), back: RibPanZoom.readView(new URLSearchParams(params.toString())),
                         bad: RibPanZoom.readView(new URLSearchParams("z=abc&x=1")) };
                """, page: try page(try SampleTraces.trace("tictactoe"))) as? [String: Any])
        func view(_ key: String) throws -> (x: Double, y: Double, s: Double) {
            let v = try XCTUnwrap(result[key] as? [String: Double], key)
            return (v["x"]!, v["y"]!, v["s"]!)
        }
        let wide = try view("wide")
        XCTAssertEqual(wide.s, 0.55, accuracy: 1e-9, "fitting 12,352 points into 1,100 pixels would be 0.09: specks")
        XCTAssertEqual(wide.x + 1100 / wide.s / 2, 6000, accuracy: 1e-6, "placed around the anchor (the root)")
        XCTAssertEqual(wide.y, (952 - 700 / 0.55) / 2, accuracy: 1e-9, "its height fits: centred")
        let small = try view("small")
        XCTAssertEqual(small.s, 1.5, accuracy: 1e-9, "a small tree is shown whole, at most 1.5 times its size")
        XCTAssertEqual(small.x, (400 - 1100 / 1.5) / 2, accuracy: 1e-9, "and centred")
        let tall = try view("tall")
        XCTAssertEqual(tall.s, 1100.0 / 900.0, accuracy: 1e-9, "a tall tree fits its width")
        let zoomed = try view("zoomed")
        XCTAssertEqual(zoomed.s, 1, accuracy: 1e-9, "natural size when room allows")
        XCTAssertEqual(zoomed.x + 1100 / zoomed.s / 2, 9060, accuracy: 1e-6)
        XCTAssertEqual(zoomed.y + 700 / zoomed.s / 2, 620, accuracy: 1e-6)
        XCTAssertEqual(result["shown"] as? Bool, true)
        XCTAssertEqual(result["shownBefore"] as? Bool, false)
        let about = try view("about")
        XCTAssertEqual(about.s, 2)
        XCTAssertEqual(about.x + 300 / 2, 100 + 300 / 1, accuracy: 1e-9, "the point under the cursor stays put")
        XCTAssertEqual(about.y + 200 / 2, 50 + 200 / 1, accuracy: 1e-9)
        XCTAssertEqual(result["hash"] as? String, "z=0.500&x=12&y=-4")
        let back = try view("back")
        XCTAssertEqual([back.x, back.y, back.s], [12, -4, 0.5])
        XCTAssertTrue(result["bad"] is NSNull)
    }

    func testSearchStepsRoundTheMatchesAndTheListShowsOnlyRowsInSight() throws {
        let result = try XCTUnwrap(
            try run(
                """
                var drawn = data.ribs.map(function () { return true; });
                return { off: RibViewer.matches(data.ribs, drawn, "OFF"), none: RibViewer.matches(data.ribs, drawn, ""),
                         steps: [RibViewer.stepMatch(3, -1, 1), RibViewer.stepMatch(3, 2, 1), RibViewer.stepMatch(3, 0, -1),
                                 RibViewer.stepMatch(3, -1, -1), RibViewer.stepMatch(0, -1, 1)],
                         rows: RibViewer.rowsInView(22000000, 440, 22, 1000000, 10),
                         end: RibViewer.rowsInView(21999900, 440, 22, 1000000, 10),
                         scroll: [RibViewer.scrollFor(5, 0, 440, 22), RibViewer.scrollFor(500, 0, 440, 22)] };
                """, page: try page(try SampleTraces.trace("tictactoe"))) as? [String: Any])
        let trace = try SampleTraces.trace("tictactoe")
        let off = try XCTUnwrap(result["off"] as? [Int])
        XCTAssertEqual(off.map { trace.ribs[$0].id }, ["OffGame"])
        XCTAssertEqual(result["none"] as? [Int], [])
        XCTAssertEqual(result["steps"] as? [Int], [0, 0, 2, 2, -1])
        XCTAssertEqual(result["rows"] as? [String: Int], ["first": 999_990, "end": 1_000_000])
        XCTAssertEqual(result["end"] as? [String: Int], ["first": 999_985, "end": 1_000_000])
        XCTAssertEqual(result["scroll"] as? [Double], [0, 500 * 22 - (440 - 22) / 2])
    }
}
