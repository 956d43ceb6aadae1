import Foundation
import RibGraphTestSupport
import XCTest

/// No output replaces an input, every failed write is an error that leaves nothing behind, and outputs
/// are written the way `cp` writes them (through links, straight into devices, keeping permissions).
final class OutputSafetyTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        try Data(contentsOf: URL(fileURLWithPath: SampleTraces.path("tictactoe"))).write(
            to: URL(fileURLWithPath: rg.path("t.json")))
        try Data(contentsOf: URL(fileURLWithPath: SampleTraces.path("vertical"))).write(
            to: URL(fileURLWithPath: rg.path("v.json")))
        try Data(contentsOf: packageRoot.appendingPathComponent("samples/rules.yml"))
            .write(to: URL(fileURLWithPath: rg.path("rules.yml")))
        try FileManager.default.createSymbolicLink(atPath: rg.path("link.json"), withDestinationPath: "t.json")
        XCTAssertEqual(link(rg.path("t.json"), rg.path("hard.json")), 0)
    }

    override func tearDown() { rg.tearDown() }

    /// Runs `arguments`, expecting `status` and exactly `message` on standard error, and every file in the
    /// scratch folder byte-identical afterwards (no temporary file left either).
    private func assertNothingChanged(
        _ arguments: [String], status: Int32, message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = try rg.contents()
        let result = try rg.run(arguments)
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "ribgraph: \(message)\n", file: file, line: line)
        XCTAssertEqual(try rg.contents(), before, "files changed by \(arguments)", file: file, line: line)
    }

    func testNoSubcommandOverwritesItsInput() throws {
        for spelling in ["t.json", "./t.json", rg.path("t.json"), "link.json", "hard.json"] {
            let replaces = spelling == "t.json" ? "is an input" : "would replace the input t.json"
            try assertNothingChanged(
                ["snapshot", "t.json", "-o", spelling], status: 64,
                message: "\(spelling): the output \(replaces); choose another output")
        }
        try assertNothingChanged(
            ["snapshot", "t.json", "--format", "html", "-o", "hard.json"], status: 64,
            message: "hard.json: the output would replace the input t.json; choose another output")
        try assertNothingChanged(
            ["compare", "v.json", "t.json", "-o", "link.json", "--format", "svg"], status: 64,
            message: "link.json: the output would replace the input t.json; choose another output")
        try assertNothingChanged(
            ["diff", "v.json", "t.json", "-o", "./v.json", "--format", "markdown"], status: 64,
            message: "./v.json: the output would replace the input v.json; choose another output")
        try assertNothingChanged(
            [
                "diff", "v.json", "t.json", "--fail-on", "new-violations", "--rules", "rules.yml",
                "-o", "rules.yml", "--format", "mermaid",
            ], status: 64,
            message: "rules.yml: the output is an input; choose another output")
        try assertNothingChanged(
            ["check", "v.json", "--rules", "rules.yml", "--write-baseline", "rules.yml"], status: 64,
            message: "rules.yml: the output is an input; choose another output")
        try assertNothingChanged(
            ["check", "t.json", "--write-baseline", "hard.json"], status: 64,
            message: "hard.json: the output would replace the input t.json; choose another output")
    }

    func testAFullDeviceIsAnError() throws {
        try assertNothingChanged(
            ["snapshot", "t.json", "-o", "/dev/full"], status: 73,
            message: "/dev/full: cannot write output: the disk is full")
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        for arguments in [
            ["snapshot", "t.json", "-o", "-", "--format", "png"], ["metrics", "t.json"],
            ["diff", "v.json", "t.json", "-o", "-", "--format", "markdown"], ["validate", "t.json"],
        ] {
            let result = try rg.run(arguments, standardOutput: full)
            XCTAssertEqual(result.status, 73, "\(arguments): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.contains("ribgraph: standard output: cannot write output: the disk is full\n"),
                "\(arguments): \(result.stderr)")
        }
    }

    func testAClosedPipeOnStandardOutputEndsQuietlyBySIGPIPE() throws {
        for arguments in [["snapshot", "t.json", "-o", "-", "--format", "png"], ["metrics", "t.json"]] {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            let result = try rg.run(arguments, standardOutput: pipe.fileHandleForWriting, expectedSignal: SIGPIPE)
            XCTAssertTrue(result.killedBySignal, "\(arguments): exit \(result.status), \(result.stderr)")
            XCTAssertEqual(result.status, SIGPIPE, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
    }

    func testAClosedStandardOutputIsAnErrorAndNoFileTakesItsPlace() throws {
        let binary = try RibgraphRunner.binary().path
        for arguments in [
            ["snapshot", "t.json", "-o", "-"], ["metrics", "t.json"], ["check", "t.json", "--format", "json"],
        ] {
            let before = try rg.contents()
            let result = try rg.run(["-c", "exec \"$0\" \"$@\" >&-", binary] + arguments, program: "/bin/sh")
            XCTAssertEqual(result.status, 73, "\(arguments): \(result.stderr)")
            XCTAssertEqual(
                result.stderr.split(separator: "\n").last,
                "ribgraph: standard output: cannot write output: it is closed")
            XCTAssertEqual(
                try rg.contents(), before, "\(arguments) wrote into a file that took standard output's place")
        }
    }

    func testAFailedWriteLeavesTheOldFileWholeAndNoTemporaryFile() throws {
        let old = Array("an older picture\n".utf8)
        try Data(old).write(to: URL(fileURLWithPath: rg.path("tree.svg")))
        let before = try rg.contents()
        // A file-size limit of 1 KB makes the disk "full" for this run only.
        let result = try rg.run(
            [
                "-c", "ulimit -f 2 && exec \"$0\" \"$@\"", try RibgraphRunner.binary().path,
                "snapshot", "t.json", "-o", "tree.svg",
            ], program: "/bin/sh")
        XCTAssertEqual(result.status, 73, result.stderr)
        XCTAssertEqual(
            result.stderr, "ribgraph: tree.svg: cannot write output: the file is larger than this system allows\n")
        XCTAssertEqual(try rg.contents(), before)
    }

    func testOutputsAreWrittenThroughLinksAndIntoDevicesKeepingPermissions() throws {
        try rg.write("old", to: "target.svg")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: rg.path("target.svg"))
        try FileManager.default.createSymbolicLink(atPath: rg.path("tree.svg"), withDestinationPath: "target.svg")
        let linked = try rg.run(["snapshot", "t.json", "-o", "tree.svg"])
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: rg.path("tree.svg")), "target.svg")
        XCTAssertTrue(String(decoding: try rg.read("target.svg"), as: UTF8.self).hasPrefix("<?xml"))
        let mode = try FileManager.default.attributesOfItem(atPath: rg.path("target.svg"))[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640, "a replaced file keeps its permissions")
        try FileManager.default.createSymbolicLink(
            atPath: rg.path("dangling.svg"), withDestinationPath: "nowhere/x.svg")
        try assertNothingChanged(
            ["snapshot", "t.json", "-o", "dangling.svg"], status: 73,
            message: "dangling.svg: cannot write output: is a symbolic link to a file that does not exist")
        let device = try rg.run(["snapshot", "t.json", "-o", "/dev/null"])
        XCTAssertEqual(device.status, 0, device.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "/dev/null"))
    }

    func testGraphvizMessagesBecomeWarningsAboutTheOutput() throws {
        // 400 siblings make a picture wider than cairo draws bitmaps; Graphviz scales it and says so.
        let ribs =
            ["{\"id\": \"Root\", \"view\": \"V\"}"] + (0..<400).map { "{\"id\": \"Feature\($0)\", \"view\": \"V\"}" }
        let events = ["[1, null, \"a\", null, 0]"] + (0..<400).map { "[\($0 + 2), null, \"a\", 0, \($0 + 1)]" }
        try rg.write(
            "{\"format\": \"ribgraph-trace\", \"version\": 1, \"ribs\": [\(ribs.joined(separator: ","))], "
                + "\"events\": [\(events.joined(separator: ","))]}", to: "wide.json")
        let result = try rg.run(["snapshot", "wide.json", "-o", "wide.png", "--direction", "TB"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "ribgraph: warning: wide.png: the picture is larger than Graphviz draws bitmaps, "
                    + "so it was scaled down to "), result.stderr)
        XCTAssertTrue(
            result.stderr.hasSuffix("%; write svg or pdf for full size, or draw less with --focus or --depth\n"),
            result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertFalse(result.stderr.contains("(null)") || result.stderr.contains("cairo"), result.stderr)
        XCTAssertEqual(Array(try rg.read("wide.png").prefix(8)), RibgraphRunner.pngSignature)
    }
}
