import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// `ribgraph scan` through the built binary: exit statuses, warnings and summary on standard error, and a
/// trace that decodes, replays and renders.
final class ScanCommandTests: XCTestCase {
    private static let fixtures = packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures")

    /// Copies a scan fixture into the scratch folder, so paths in the trace are relative to it.
    private func copyFixture(_ name: String, into rg: RibgraphRunner) throws {
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent(name), to: rg.folder.appendingPathComponent(name))
    }

    func testScanWritesASourceTraceThatValidatesAndRenders() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try copyFixture("Tutorial4", into: rg)
        let result = try rg.run(["scan", "./Tutorial4", "-o", "app.json", "--app", "TicTacToe"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "scan: reading 39 Swift files")
        let summary = try XCTUnwrap(lines.last)
        XCTAssertTrue(
            summary.hasPrefix("scan: 39 files, 7 RIBs, 7 dependency edges, 0 unresolved properties, in "),
            summary)
        let trace = try TraceDecoder().decode(contentsOfFile: rg.path("app.json"))
        XCTAssertEqual(trace.origin, .source)
        XCTAssertEqual(trace.app, "TicTacToe")
        let offGame = try MarkedSource("Tutorial4/TicTacToe/OffGame/OffGameBuilder.swift", under: Self.fixtures)
        let loggedIn = try MarkedSource("Tutorial4/TicTacToe/LoggedIn/LoggedInBuilder.swift", under: Self.fixtures)
        XCTAssertEqual(trace.rib("OffGame")?.declaredIn, offGame["OffGameBuilder"])
        let scoreStream = trace.dependencies.first { $0.child == "OffGame" }?.properties.first {
            $0.name == "scoreStream"
        }
        XCTAssertEqual(scoreStream?.providedIn, loggedIn["LoggedInComponent.mutableScoreStream"])
        XCTAssertEqual(try TraceReplayer(trace: LoadedTrace(trace, source: "app.json")).tree().attachedCount, 7)
        XCTAssertEqual(try rg.run(["validate", "app.json"]).status, 0)
        let snapshot = try rg.run(["snapshot", "app.json", "-o", "tree.svg", "--dependencies", "properties"])
        XCTAssertEqual(snapshot.status, 0, snapshot.stderr)

        let again = try rg.run(["scan", "Tutorial4", "-o", "-", "--app", "TicTacToe"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, try rg.read("app.json"), "same sources, same bytes, on standard output with -o -")
    }

    func testWarningsGoToStandardErrorSortedAndTheScanSucceeds() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try copyFixture("Tutorial4", into: rg)
        try FileManager.default.createDirectory(
            at: rg.folder.appendingPathComponent("Tutorial4/TicTacToe/Broken"),
            withIntermediateDirectories: true)
        try rg.write("class Broken {\n    func f( {\n}\n", to: "Tutorial4/TicTacToe/Broken/Broken.swift")
        try rg.write(
            "import RIBs\nextension OffGameComponent {\n    var x: Int { NewBuilder(dependency: self).n }\n}\n",
            to: "Tutorial4/TicTacToe/OffGame/OffGameComponent+New.swift")
        let result = try rg.run(["scan", "Tutorial4", "-o", "app.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map(String.init)
        XCTAssertEqual(
            warnings,
            [
                "Tutorial4/TicTacToe/Broken/Broken.swift:2: warning: syntax error: expected ')' to end parameter clause; "
                    + "the rest of the file is read as the parser recovered it",
                "Tutorial4/TicTacToe/Broken/Broken.swift:3: warning: syntax error: expected '}' to end class; "
                    + "the rest of the file is read as the parser recovered it",
                "Tutorial4/TicTacToe/OffGame/OffGameComponent+New.swift:3: warning: OffGameComponent creates NewBuilder, "
                    + "which no scanned file declares as a builder class: that child is left out",
            ])
        XCTAssertEqual(try TraceDecoder().decode(contentsOfFile: rg.path("app.json")).ribs.count, 7)
    }

    func testExitStatuses() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write("keep me", to: "app.json")
        let missing = try rg.run(["scan", "NoSuchFolder", "-o", "app.json"])
        XCTAssertEqual(missing.status, 66)
        XCTAssertEqual(missing.stderr, "ribgraph: NoSuchFolder: no such file or folder\n")

        try rg.write("struct NotARIB {}\n", to: "Plain.swift")
        let nothing = try rg.run(["scan", "Plain.swift", "-o", "app.json"])
        XCTAssertEqual(nothing.status, 65)
        XCTAssertTrue(
            nothing.stderr.hasSuffix(
                "ribgraph: scan: no RIB found in 1 Swift files (no Builder, Router or needle Component subclass)\n"),
            nothing.stderr)
        XCTAssertEqual(try rg.read("app.json"), Array("keep me".utf8), "a failed scan leaves the output alone")

        // No path: the current folder, which holds only Plain.swift.
        let here = try rg.run(["scan", "-o", "app.json"])
        XCTAssertEqual(here.status, 65)
        XCTAssertTrue(here.stderr.contains("no RIB found in 1 Swift files"), here.stderr)
        try copyFixture("NeedleApp", into: rg)
        XCTAssertEqual(try rg.run(["scan", "NeedleApp", "-o", "missing-folder/app.json"]).status, 73)
    }
}
