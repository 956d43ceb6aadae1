import Foundation
import RibGraphTestSupport
import XCTest

/// `--source PATH` on snapshot, metrics and check: the recorded tree, with the provenance a scan of the
/// app's sources adds; and a scan never writes over a source it read.
final class SourceProvenanceCommandTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures/Tutorial4"),
            to: rg.folder.appendingPathComponent("Tutorial4"))
        try Data(contentsOf: packageRoot.appendingPathComponent("samples/tictactoe/recorded.json"))
            .write(to: URL(fileURLWithPath: rg.path("recorded.json")))
    }

    override func tearDown() { rg.tearDown() }

    /// The tunnels of `metrics --format json`, as `consumer.property from provider: length`.
    private func tunnels(_ arguments: [String]) throws -> [String] {
        let result = try rg.run(["metrics", "recorded.json", "--format", "json"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let dependencies = try XCTUnwrap((json["tree"] as? [String: Any])?["dependencies"] as? [String: Any])
        return try XCTUnwrap(dependencies["tunnels"] as? [[String: Any]]).map {
            "\($0["consumer"]!).\($0["property"]!) from \($0["providedBy"]!): \($0["length"]!)"
        }
    }

    func testARecordingAloneHasNoProvenanceAndTheScanAddsIt() throws {
        XCTAssertEqual(try tunnels([]), [], "the probe records no properties")
        // Root → LoggedIn → OffGame → BasicScoreBoard are attached at the end: OffGameComponent satisfies
        // BasicScoreBoardDependency but LoggedInComponent provides all three properties, one level up.
        XCTAssertEqual(
            try tunnels(["--source", "Tutorial4"]),
            [
                "LoggedIn.loggedInViewController from RootComponent: 0",
                "OffGame.player1Name from LoggedInComponent: 0",
                "OffGame.player2Name from LoggedInComponent: 0",
                "OffGame.scoreStream from LoggedInComponent: 0",
                "BasicScoreBoard.player1Name from LoggedInComponent: 1",
                "BasicScoreBoard.player2Name from LoggedInComponent: 1",
                "BasicScoreBoard.scoreStream from LoggedInComponent: 1",
            ])
    }

    func testSnapshotDrawsTheLiveTreeWithEachPropertysProvider() throws {
        let plain = try rg.run(["snapshot", "recorded.json", "-o", "-", "--format", "dot", "--dependencies", "all"])
        let merged = try rg.run([
            "snapshot", "recorded.json", "-o", "-", "--format", "dot", "--dependencies", "all",
            "--source", "Tutorial4",
        ])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertFalse(plain.stdoutText.contains("scoreStream"))
        XCTAssertTrue(merged.stdoutText.contains("scoreStream: ScoreStream ← LoggedInComponent"), merged.stdoutText)
        XCTAssertTrue(merged.stdoutText.contains("last event, seq 16"), "still the recording's tree and title")
        XCTAssertTrue(merged.stderr.hasPrefix("scan: reading 39 Swift files\n"), merged.stderr)
        let missing = try rg.run(["snapshot", "recorded.json", "-o", "x.svg", "--source", "NoSuchFolder"])
        XCTAssertEqual(missing.status, 66, missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: rg.path("x.svg")))
    }

    func testCheckOnAMergedTraceFindsTheTunnels() throws {
        try rg.write("{\"maxTunnel\": 0}", to: "rules.json")
        XCTAssertEqual(try rg.run(["check", "recorded.json", "--rules", "rules.json"]).status, 0)
        let merged = try rg.run(["check", "recorded.json", "--rules", "rules.json", "--source", "Tutorial4"])
        XCTAssertEqual(merged.status, 1, merged.stderr)
        XCTAssertEqual(merged.stdoutText.split(separator: "\n").count, 3, merged.stdoutText)
    }

    func testAScanNeverWritesOverASourceItRead() throws {
        let file = "Tutorial4/TicTacToe/OffGame/OffGameBuilder.swift"
        let before = try rg.read(file)
        let result = try rg.run(["scan", "Tutorial4", "-o", file])
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(
            result.stderr.hasSuffix("ribgraph: \(file): the output is an input; choose another output\n"), result.stderr
        )
        XCTAssertEqual(try rg.read(file), before)
    }
}
