import Foundation
import RibAnalysis
import RibGraphScan
import RibGraphTestSupport
import RibGraphTesting
import RibTrace
import XCTest

/// RIBApp over tutorial 4's sources (Tests/RibGraphScanTests/Fixtures/Tutorial4): the queries, the filters, the
/// cache, and the failures `expect` and `expectRules` record, read through `ExpectationRecorder.capture` instead of
/// failing this test.
final class RIBAppTests: XCTestCase {
    static let fixture = packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures/Tutorial4").path

    private func app() throws -> RIBApp { try RIBApp.scan([Self.fixture], settings: .none) }

    private func place(_ file: String, _ marker: String) throws -> String {
        let folder = Self.fixture + "/TicTacToe"
        return try MarkedSource(file, under: URL(fileURLWithPath: folder))[marker].replacingOccurrences(
            of: file, with: folder + "/" + file)
    }

    func testRIBTypesWithTheirParentsChildrenAndDeclarations() throws {
        let app = try app()
        XCTAssertEqual(
            Set(app.ribs.map(\.name)),
            ["Root", "LoggedOut", "LoggedIn", "OffGame", "BasicScoreBoard", "TicTacToe", "RandomWin"])
        let loggedIn = try XCTUnwrap(app.rib("LoggedIn"))
        XCTAssertTrue(loggedIn.isViewless)
        XCTAssertEqual(loggedIn.parents.map(\.name), ["Root"])
        XCTAssertEqual(Set(loggedIn.children.map(\.name)), ["OffGame", "TicTacToe", "RandomWin"])
        XCTAssertEqual(app.ribs.viewless.map(\.name), ["LoggedIn"])
        XCTAssertEqual(app.ribs.roots.map(\.name), ["Root"])
        let offGame = try XCTUnwrap(app.rib("OffGame"))
        XCTAssertEqual(
            "\(offGame.file ?? "nil"):\(offGame.line ?? 0)", try place("OffGame/OffGameBuilder.swift", "OffGameBuilder")
        )
        XCTAssertEqual(offGame.depth, 3)
        XCTAssertEqual(try XCTUnwrap(app.rib("BasicScoreBoard")).depth, 4)
        XCTAssertEqual(
            try XCTUnwrap(app.rib("TicTacToe")).routesIn.map { "\($0): \($0.adapter ?? "no adapter")" },
            ["LoggedIn -> TicTacToe: TicTacToeAdapter"])
    }

    func testFiltersChainAndUnderTakesEverythingBelow() throws {
        let app = try app()
        XCTAssertEqual(
            Set(app.ribs.under("LoggedIn").map(\.name)),
            ["LoggedIn", "OffGame", "BasicScoreBoard", "TicTacToe", "RandomWin"])
        XCTAssertEqual(app.ribs.under("LoggedIn").viewless.map(\.name), ["LoggedIn"])
        XCTAssertEqual(app.ribs.under("OffGame").leaves.map(\.name), ["BasicScoreBoard"])
        XCTAssertEqual(app.ribs.reused.count, 0)
        let failures = recorded {
            XCTAssertTrue(app.ribs.under("Onboarding").isEmpty)
        }
        XCTAssertEqual(failures.map(\.message), [#"no RIB type is named "Onboarding" in the scan"#])
        XCTAssertEqual(failures.map(\.filePath), [#filePath])
    }

    func testDependencyPropertiesWithTheirProvidersAndTunnels() throws {
        let app = try app()
        let scoreStream = try XCTUnwrap(
            app.dependencies.first { $0.consumer.name == "BasicScoreBoard" && $0.name == "scoreStream" })
        XCTAssertEqual(scoreStream.dependency, "BasicScoreBoardDependency")
        XCTAssertEqual(scoreStream.providedBy, "LoggedInComponent")
        XCTAssertEqual(scoreStream.provider?.name, "LoggedIn")
        XCTAssertEqual(scoreStream.tunnel, ["OffGameComponent"])
        XCTAssertEqual(scoreStream.parent?.name, "OffGame")
        XCTAssertEqual(
            scoreStream.subject, #"BasicScoreBoardDependency.scoreStream of "BasicScoreBoard" under "OffGame""#)
        XCTAssertEqual(
            "\(scoreStream.file ?? "nil"):\(scoreStream.line ?? 0)",
            try place("ScoreBoard/BasicScoreBoardBuilder.swift", "BasicScoreBoardDependency.scoreStream"))
    }

    func testExpectRecordsOneFailurePerRIBAtItsDeclarationNamingItAndTheReason() throws {
        let app = try app()
        let failures = recorded {
            let broken = app.ribs.expect("every RIB has a view") { !$0.isViewless }
            XCTAssertEqual(broken.map(\.name), ["LoggedIn"])
            app.ribs.expect("a RIB has a name") { !$0.name.isEmpty }
        }
        XCTAssertEqual(failures.map(\.message), [#"RIB "LoggedIn": every RIB has a view"#])
        XCTAssertEqual(
            failures.map { "\($0.filePath):\($0.line)" },
            [try place("LoggedIn/LoggedInBuilder.swift", "LoggedInBuilder")])
    }

    func testScanIsKeptForTheProcess() throws {
        XCTAssertTrue(try app() === app())
        XCTAssertFalse(try app() === RIBApp.scan([Self.fixture], excludes: ["*Random*"], settings: .none))
        XCTAssertNil(try RIBApp.scan([Self.fixture], excludes: ["*Random*"], settings: .none).rib("RandomWin"))
    }

    func testExpectRulesRecordsCheckViolationsAtTheirDeclarations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RIBAppTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = folder.appendingPathComponent(".ribgraph.yml").path
        try "rules:\n  maxDepth: 3\n".write(toFile: settings, atomically: true, encoding: .utf8)
        let app = try RIBApp.scan([Self.fixture], settings: .file(settings))
        let failures = try recorded { XCTAssertEqual(try app.expectRules().map(\.rule.rawValue), ["max-depth"]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.hasPrefix("[max-depth] BasicScoreBoard: ") == true, "\(failures)")
        XCTAssertEqual(
            failures.map { "\($0.filePath):\($0.line)" },
            [try place("ScoreBoard/BasicScoreBoardBuilder.swift", "BasicScoreBoardBuilder")])
    }

    func testALoadedScanAnswersAsTheScanAndARecordingIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RIBAppTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ribgraph scan -o.json").path
        let scan = try XCTUnwrap(SourceScanner.scan(paths: [Self.fixture]).trace)
        try Data(TraceEncoder.encode(scan)).write(to: URL(fileURLWithPath: file))
        let loaded = try RIBApp.load(trace: file), app = try app()
        XCTAssertEqual(loaded.ribs.map(\.name), app.ribs.map(\.name))
        XCTAssertEqual(loaded.dependencies.map(\.subject), app.dependencies.map(\.subject))
        XCTAssertEqual(loaded.dependencies.map(\.tunnel), app.dependencies.map(\.tunnel))
        XCTAssertTrue(try app.diff(from: loaded).isEmpty)
        let recording = packageRoot.appendingPathComponent("samples/tictactoe/recorded.json").path
        XCTAssertThrowsError(try RIBApp.load(trace: recording)) { error in
            XCTAssertTrue("\(error)".contains("a recording, not a scan"), "\(error)")
        }
    }

    func testARevisionIsScannedFromGitAndComparedWithTheFilesAsTheyAre() throws {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("RIBAppTests-\(UUID())")
        let folder = repository.appendingPathComponent("client")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.copyItem(
            atPath: Self.fixture + "/TicTacToe", toPath: folder.appendingPathComponent("App").path)
        for command in [
            ["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"],
        ] {
            XCTAssertEqual(try git(command, in: repository), 0)
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/RandomWin"))
        let base = try RIBApp.scan(revision: "HEAD", ["App"], excludes: [], settings: .none, from: folder.path)
        XCTAssertNotNil(base.rib("RandomWin"))
        XCTAssertEqual(base.name, "App")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: try XCTUnwrap(base.rib("Root")?.file)), "the copy is removed")
        let head = try RIBApp.scan([folder.appendingPathComponent("App").path], settings: .none)
        XCTAssertEqual(try head.diff(from: base).removedRIBs, ["RandomWin"])
        XCTAssertThrowsError(
            try RIBApp.scan(revision: "no-such-branch", ["App"], excludes: [], settings: .none, from: folder.path)
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("git revision no-such-branch: git archive failed: "), "\(error)")
        }
    }

    private func git(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func testMetricsAreCheckOnes() throws {
        let app = try app()
        XCTAssertEqual(app.metrics.size.ribs, 7)
        XCTAssertEqual(app.metrics.depth.maximum, 4)
    }

    func testStaticTextKeepsThePath() {
        for path in ["/tmp/App/HomeBuilder.swift", "/tmp/앱/홈 Builder.swift"] {
            XCTAssertEqual(StaticText.with(path) { String(describing: $0) }, path)
        }
    }

    /// What `body` records, kept from the test framework.
    private func recorded(_ body: () throws -> Void) rethrows -> [ExpectationRecorder.Failure] {
        let box = FailureBox()
        try ExpectationRecorder.$capture.withValue({ box.append($0) }, operation: body)
        return box.failures
    }
}

/// Failures recorded from any thread.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ExpectationRecorder.Failure] = []
    func append(_ failure: ExpectationRecorder.Failure) { lock.withLock { stored.append(failure) } }
    var failures: [ExpectationRecorder.Failure] { lock.withLock { stored } }
}
