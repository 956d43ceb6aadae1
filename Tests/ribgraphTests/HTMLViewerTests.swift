import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph snapshot --format html`, opened in headless Chromium: the page's script writes what it shows
/// into the DOM (`#status`'s data- attributes, classes on the SVG's groups), driven by the URL's hash.
final class HTMLViewerTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    /// Chromium on PATH, or a skip that says why.
    private static func chromium() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        throw XCTSkip(
            "Chromium is not installed (no chromium, chromium-browser or google-chrome on PATH); "
                + "`make test` installs Debian's chromium package with apt-get when it can")
    }

    /// Runs headless Chromium on `page` with `hash`; returns its standard output.
    private func chromium(_ arguments: [String], page: String, hash: String) throws -> String {
        let output = runner.folder.appendingPathComponent("chromium-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.chromium())
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=\(runner.path("chromium-profile"))", "--virtual-time-budget=5000",
            ]
            + arguments + [URL(fileURLWithPath: page).absoluteString + hash]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            XCTFail("chromium did not finish in 90 s")
        }
        process.waitUntilExit()
        try handle.close()
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }

    private func page(_ trace: String = SampleTraces.path("tictactoe")) throws -> String {
        // Every Dependency edge: the tests select RIBs whose Dependency their parent satisfies.
        let result = try runner.run(["snapshot", trace, "-o", "page.html", "--format", "html", "--dependencies", "all"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return runner.path("page.html")
    }

    /// The `class` of the SVG group with id `id` in a dumped DOM.
    private func classes(of id: String, in dom: String) -> [String] {
        guard let range = dom.range(of: "id=\"\(id)\" class=\"") else { return [] }
        return dom[range.upperBound...].prefix { $0 != "\"" }.split(separator: " ").map(String.init)
    }

    /// The value of `#status`'s attribute `name` (entities in JSON values decoded).
    private func status(_ name: String, in dom: String) -> String? {
        guard let tag = dom.range(of: "<div id=\"status\"").map({ dom[$0.lowerBound...].prefix { $0 != ">" } }),
            let range = tag.range(of: " \(name)=\"")
        else { return nil }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    func testTheSliderShowsTheTreeAtAnEvent() throws {
        let dom = try chromium(["--dump-dom"], page: try page(), hash: "#seq=8")
        XCTAssertEqual(status("data-seq", in: dom), "8", "the page did not run its script")
        XCTAssertEqual(status("data-visible", in: dom), "3")
        XCTAssertEqual(status("data-visible-ribs", in: dom), #"["Root","LoggedIn","TicTacToe"]"#)
        XCTAssertTrue(dom.contains("seq 8 · attach TicTacToe under LoggedIn"))
        XCTAssertTrue(classes(of: "rib-TicTacToe", in: dom).contains("on"))
        XCTAssertTrue(classes(of: "rib-TicTacToe", in: dom).contains("changed"))
        XCTAssertTrue(classes(of: "rib-BasicScoreBoard", in: dom).contains("off"))
        XCTAssertFalse(classes(of: "rib-BasicScoreBoard", in: dom).contains("on"))
        XCTAssertTrue(classes(of: "tree-rib-LoggedIn-adapter-TicTacToeAdapter", in: dom).contains("edge"))
        XCTAssertFalse(classes(of: "tree-rib-LoggedIn-adapter-TicTacToeAdapter", in: dom).contains("off"))

        let last = try chromium(["--dump-dom"], page: runner.path("page.html"), hash: "")
        XCTAssertEqual(status("data-seq", in: last), "16", "without a hash the page shows the last event")
        XCTAssertTrue(classes(of: "rib-BasicScoreBoard", in: last).contains("on"))
        XCTAssertTrue(classes(of: "rib-TicTacToe", in: last).contains("off"))
    }

    /// A scan is a graph of RIB types: every type drawn once and shown at once, no event, search finds the one
    /// node of a type several parents attach, and the side panel lists every parent.
    func testASourceTraceShowsTheWholePossibleTreeAndNoEvent() throws {
        let shared = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/SharedApp/trace.json").path
        let dom = try chromium(["--dump-dom"], page: try page(shared), hash: "#seq=3&select=Feature22&search=Feature22")
        XCTAssertEqual(status("data-visible", in: dom), "40", "the whole graph, whatever the hash's seq says")
        XCTAssertEqual(status("data-changed", in: dom), "", "no RIB is singled out as if an event had just happened")
        XCTAssertEqual(status("data-selected", in: dom), "Feature22")
        XCTAssertEqual(status("data-matches", in: dom), #"["Feature22"]"#, "one node for a type with three parents")
        let statusTag = try XCTUnwrap(dom.range(of: "<div id=\"status\""))
        let statusText = dom[statusTag.lowerBound...].prefix { $0 != "\n" }.drop { $0 != ">" }
        XCTAssertTrue(
            statusText.hasPrefix(
                ">possible tree, from source: what can be attached, not a recording"
                    + "<span class=\"count\">40 RIBs can be attached"), String(statusText))
        XCTAssertTrue(dom.contains("Feature22 — declared in SharedApp/Feature22/Feature22Builder.swift:"))
        XCTAssertTrue(
            dom.contains("<strong>Attached by</strong><ul><li>Feature2</li><li>Feature7</li><li>Feature8</li></ul>"),
            "every parent, the one it is drawn under first")
        XCTAssertTrue(classes(of: "rib-Feature22", in: dom).contains("on"))
        XCTAssertFalse(classes(of: "rib-Feature22", in: dom).contains("changed"))
        XCTAssertFalse(
            classes(of: "tree-rib-Feature8-rib-Feature22", in: dom).contains("off"), "each parent's edge shows")
    }

    /// The details say how each parent shows the selected RIB, as the scan read it.
    func testTheDetailsSayHowEachParentShowsTheRIB() throws {
        let dom = try chromium(
            ["--dump-dom"], page: try page(SampleTraces.path("presentations")), hash: "#select=Settings")
        XCTAssertEqual(status("data-selected", in: dom), "Settings")
        XCTAssertTrue(
            dom.contains(
                "<strong>Attached by</strong><ul><li>Feed — shown: push and present</li></ul>"),
            "the parent with both its ways")
        XCTAssertTrue(classes(of: "tree-rib-Feed-rib-Settings", in: dom).contains("presentation-present"))
    }

    func testSelectingARIBHighlightsItsDependencyEdgesAndProviders() throws {
        let dom = try chromium(["--dump-dom"], page: try page(), hash: "#select=OffGame")
        XCTAssertEqual(status("data-selected", in: dom), "OffGame")
        XCTAssertEqual(status("data-highlighted", in: dom), #"["OffGameDependency"]"#)
        XCTAssertEqual(status("data-providers", in: dom), #"["rib-LoggedIn"]"#)
        let edge = try XCTUnwrap(dom.range(of: "data-dependency=\"OffGameDependency\"").map { dom[..<$0.lowerBound] })
        let edgeClasses = edge[edge.range(of: "class=\"", options: .backwards)!.upperBound...].prefix { $0 != "\"" }
        XCTAssertTrue(edgeClasses.split(separator: " ").contains("hl"), "edge classes: \(edgeClasses)")
        XCTAssertTrue(classes(of: "rib-LoggedIn", in: dom).contains("provider"))
        XCTAssertTrue(classes(of: "rib-OffGame", in: dom).contains("selected"))
        XCTAssertFalse(classes(of: "rib-Root", in: dom).contains("provider"))
        XCTAssertTrue(dom.contains("player1Name ← LoggedInComponent"), "the details list the properties")
    }

    func testSearchMarksMatchingRIBs() throws {
        let dom = try chromium(["--dump-dom"], page: try page(), hash: "#seq=8&select=LoggedIn&search=Off")
        XCTAssertEqual(status("data-matches", in: dom), #"["OffGame"]"#)
        XCTAssertTrue(classes(of: "rib-OffGame", in: dom).contains("match"))
        XCTAssertFalse(classes(of: "rib-LoggedIn", in: dom).contains("match"))
        XCTAssertEqual(status("data-selected", in: dom), "LoggedIn")
        XCTAssertEqual(status("data-highlighted", in: dom), #"["LoggedInDependency"]"#)
    }

    func testHostileNamesStayText() throws {
        let trace = try runner.write(
            #"""
            {"format": "ribgraph-trace", "version": 1, "app": "</title><script>alert('app')</script>",
             "ribs": [{"id": "Root", "component": "C & <D>"},
                      {"id": "X", "name": "<script>alert(1)</script>", "view": "V"},
                      {"id": "Q", "name": "Tom & \"Jerry\"'s </script><!--"}],
             "events": [{"seq": 1, "kind": "attach", "parent": null, "child": "Root"},
                        {"seq": 2, "kind": "attach", "parent": "Root", "child": "X"},
                        {"seq": 3, "kind": "attach", "parent": "X", "child": "Q"}],
             "dependencies": [{"child": "X", "dependency": "</script><b>Dep", "component": "C & <D>"}]}
            """#, to: "hostile.json")
        let page = try page(trace)
        let html = String(decoding: try runner.read("page.html"), as: UTF8.self)
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 2, "only the page's own two scripts")
        XCTAssertFalse(html.contains("alert(1)</script>"))
        let dom = try chromium(["--dump-dom"], page: page, hash: "#select=X&search=%3Cscript")
        XCTAssertEqual(status("data-visible", in: dom), "3", "the page's script ran")
        XCTAssertEqual(status("data-matches", in: dom), #"["X"]"#)
        XCTAssertEqual(status("data-highlighted", in: dom), #"["</script><b>Dep"]"#)
        XCTAssertEqual(dom.components(separatedBy: "<script").count - 1, 2)
    }

    /// A trace of 130 RIBs: Root with 129 children side by side, about 13,000 points wide; then `extra`
    /// events attaching and detaching the last one.
    private func wideTrace(extra: Int = 0) throws -> String {
        let ribs = ["{\"id\": \"Root\"}"] + (1...129).map { "{\"id\": \"Leaf\($0)\", \"view\": \"V\"}" }
        var events = ["[1, 0, \"a\", null, 0]"] + (1...129).map { "[\($0 + 1), 0, \"a\", 0, \($0)]" }
        for step in 0..<extra { events.append("[\(131 + step), 0, \"\(step % 2 == 0 ? "d" : "a")\", 0, 129]") }
        return try runner.write(
            """
            {"format": "ribgraph-trace", "version": 1, "app": "Wide", "ribs": [\(ribs.joined(separator: ","))],
             "events": [\(events.joined(separator: ","))]}
            """, to: "wide.json")
    }

    /// The view in `#status`'s data-view: scale, x, y.
    private func view(in dom: String) throws -> [Double] {
        try XCTUnwrap(status("data-view", in: dom)).split(separator: " ").map { try XCTUnwrap(Double($0)) }
    }

    func testFitKeepsAWideTreeLegibleAndTheURLsSelectionIsBroughtIntoView() throws {
        let page = try page(try wideTrace())
        let fitted = try chromium(["--dump-dom", "--window-size=1400,800"], page: page, hash: "")
        XCTAssertGreaterThanOrEqual(try view(in: fitted)[0], 0.55, "not specks")
        let selected = try chromium(["--dump-dom", "--window-size=1400,800"], page: page, hash: "#select=Leaf128")
        XCTAssertEqual(status("data-selected", in: selected), "Leaf128")
        XCTAssertEqual(status("data-selected-shown", in: selected), "true", "the far right end of the tree, zoomed to")
        let away = try chromium(
            ["--dump-dom", "--window-size=1400,800"], page: page, hash: "#select=Leaf128&z=1&x=0&y=0")
        XCTAssertEqual(try view(in: away), [1, 0, 0], "a view in the hash wins")
        XCTAssertEqual(status("data-selected-shown", in: away), "false")
    }

    func testSearchZoomsToItsFirstMatch() throws {
        let dom = try chromium(
            ["--dump-dom", "--window-size=1400,800"], page: try page(try wideTrace()), hash: "#search=Leaf12")
        XCTAssertEqual(
            status("data-matches", in: dom),
            #"["Leaf12","Leaf120","Leaf121","Leaf122","Leaf123","Leaf124","Leaf125","Leaf126","Leaf127","Leaf128","Leaf129"]"#
        )
        XCTAssertEqual(status("data-match", in: dom), "Leaf12")
        XCTAssertEqual(status("data-match-shown", in: dom), "true")
        XCTAssertTrue(dom.contains("match 1 of 11 “Leaf12”"))
    }

    func testTheEventListHoldsOnlyTheRowsInSight() throws {
        let dom = try chromium(
            ["--dump-dom", "--window-size=1400,800"], page: try page(try wideTrace(extra: 5_000)), hash: "#seq=2600")
        XCTAssertEqual(status("data-seq", in: dom), "2600")
        let rows = try XCTUnwrap(Int(try XCTUnwrap(status("data-rows", in: dom))))
        XCTAssertGreaterThan(rows, 10)
        XCTAssertLessThan(rows, 80, "5,130 events, a few dozen rows in the DOM")
        XCTAssertTrue(dom.contains(">2600</span> attach Leaf129 under Root</li>"), "the current event's row is there")
    }

    func testFramesIndexZoomsAndPans() throws {
        let result = try runner.run(["frames", SampleTraces.path("tictactoe"), "-o", "frames"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let dom = try chromium(["--dump-dom"], page: runner.path("frames/index.html"), hash: "#2&z=2.000&x=10&y=5")
        XCTAssertTrue(
            dom.contains("transform: translate(-20px, -10px) scale(2)"), "the hash's view is applied to the frame")
        XCTAssertTrue(dom.contains("<span id=\"position\">2 / 16</span>"))
    }

    func testMoreEventsThanMaxEventsExit65NamingTheFlag() throws {
        let refused = try runner.run([
            "snapshot", SampleTraces.path("tictactoe"), "-o", "page.html", "--max-events", "15",
        ])
        XCTAssertEqual(refused.status, 65, refused.stderr)
        XCTAssertTrue(
            refused.stderr.contains("16 events, more than the 15 an HTML page holds; --max-events 16 raises the limit"),
            refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: runner.path("page.html")), "nothing written")
        XCTAssertEqual(
            try runner.run(["snapshot", SampleTraces.path("tictactoe"), "-o", "page.html", "--max-events", "16"])
                .status, 0)
        let svg = try runner.run(["snapshot", SampleTraces.path("tictactoe"), "-o", "tree.svg", "--max-events", "16"])
        XCTAssertEqual(svg.status, 64, "--max-events limits only the HTML page")
        XCTAssertTrue(svg.stderr.contains("--format html only"), svg.stderr)
        XCTAssertTrue(try runner.run(["snapshot", "--help"]).stdoutText.contains("--max-events"))
    }

    func testScreenshot() throws {
        let page = try page()
        let keep = ProcessInfo.processInfo.environment["RIBGRAPH_SCREENSHOTS"]
        for (name, hash) in [("seq8-select-offgame", "#seq=8&select=OffGame&search=Off"), ("last", "")] {
            let shot = keep.map { "\($0)/viewer-\(name).png" } ?? runner.path("\(name).png")
            _ = try chromium(["--screenshot=\(shot)", "--window-size=1400,800"], page: page, hash: hash)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: shot)))
            XCTAssertEqual(Array(bytes.prefix(8)), RibgraphRunner.pngSignature)
            XCTAssertGreaterThan(bytes.count, 20_000, "a blank page would compress to almost nothing")
        }
    }
}
