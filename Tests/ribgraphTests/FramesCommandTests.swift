import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph frames`, end to end: files, index, formats, atomic replacement of the directory.
final class FramesCommandTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    func testWritesOneFramePerEventAndAnIndexListingThemAll() throws {
        let result = try runner.run(["frames", SampleTraces.path("tictactoe"), "-o", "out"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try runner.listing("out")
        let frames = (1...16).map { String(format: "frame-%04d.svg", $0) }
        XCTAssertEqual(files, [".ribgraph-output"] + frames + ["index.html"])
        let index = String(decoding: try runner.read("out/index.html"), as: UTF8.self)
        for frame in frames { XCTAssertTrue(index.contains("\"file\":\"\(frame)\""), "index lacks \(frame)") }
        XCTAssertEqual(index.components(separatedBy: "<li>").count - 1, 16)
        XCTAssertTrue(index.contains("attach TicTacToe under LoggedIn"))
        XCTAssertEqual(try runner.listing(), ["out"], "no temporary directory left behind")
    }

    /// A scan of the sources has no events: frames refuse it as a usage error (64), saying what to run instead,
    /// and write nothing.
    func testASourceTraceIsRefusedWithWhatToRunInstead() throws {
        let shared = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/SharedApp/trace.json").path
        let result = try runner.run(["frames", shared, "-o", "out"])
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("a scan of the sources is a graph of what can be attached, with no events"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("ribgraph snapshot -o app.html"), result.stderr)
        XCTAssertEqual(try runner.listing(), [])
    }

    func testPNGFrames() throws {
        let result = try runner.run([
            "frames", SampleTraces.path("tictactoe"), "-o", "png", "--format", "png", "--direction", "LR",
            "--dependencies", "none",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(Array(try runner.read("png/frame-0001.png").prefix(8)), RibgraphRunner.pngSignature)
        XCTAssertEqual(try runner.listing("png").count, 18, "16 frames, the index and the mark")
    }

    func testAFailingRunLeavesTheExistingDirectoryUntouched() throws {
        try FileManager.default.createDirectory(atPath: runner.path("out"), withIntermediateDirectories: true)
        try runner.write("keep me", to: "out/marker.txt")
        let bad = try runner.write(
            #"{"format": "ribgraph-trace", "version": 1, "ribs": [], "events": [{"seq": 1}]}"#, to: "bad.json")
        let result = try runner.run(["frames", bad, "-o", "out"])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertEqual(try runner.listing("out"), ["marker.txt"])
        XCTAssertEqual(try runner.listing(), ["bad.json", "out"], "no temporary directory left behind")
    }

    func testASuccessfulRunReplacesItsOwnDirectoryAsAWhole() throws {
        let first = try runner.run(["frames", SampleTraces.path("tictactoe"), "-o", "out", "--format", "png"])
        XCTAssertEqual(first.status, 0, first.stderr)
        // A longer trace of an earlier run would have left more frames: they are ribgraph's, so they go.
        try runner.write("stale", to: "out/frame-0099.png")
        let second = try runner.run(["frames", SampleTraces.path("tictactoe"), "-o", "out"])
        XCTAssertEqual(second.status, 0, second.stderr)
        let files = try runner.listing("out")
        XCTAssertFalse(files.contains("frame-0099.png"))
        XCTAssertFalse(files.contains("frame-0001.png"))
        XCTAssertTrue(files.contains("frame-0016.svg"))
        XCTAssertEqual(try runner.listing(), ["out"])
    }

    func testOutputThatIsAFileOrHasNoFolder() throws {
        try runner.write("a file", to: "taken")
        XCTAssertEqual(try runner.run(["frames", SampleTraces.path("tictactoe"), "-o", "taken"]).status, 73)
        XCTAssertEqual(try runner.run(["frames", SampleTraces.path("tictactoe"), "-o", "missing/out"]).status, 73)
        XCTAssertEqual(
            try runner.run(["frames", SampleTraces.path("tictactoe"), "-o", "x", "--format", "pdf"]).status, 64)
    }
}
